// Speech recognition with the Azure Speech SDK, for organisations with a speech key. The SDK is
// loaded only here (its own chunk) and authorised with a ten-minute token from the web app.
import type { RecognitionHandlers } from "./speech-recognition.ts";

const TOKEN_REFRESH_MS = 9 * 60 * 1000;

async function fetchToken() {
  const response = await fetch("/api/speech-token", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`speech token ${response.status}`);
  return (await response.json()) as { token: string; region: string };
}

/** Starts continuous recognition; resolves to the function that stops it. */
export async function startAzureRecognition(
  language: string,
  handlers: RecognitionHandlers,
  deviceId?: string | null,
  phrases: readonly string[] = [],
) {
  const sdk = await import("microsoft-cognitiveservices-speech-sdk");
  const { token, region } = await fetchToken();
  const config = sdk.SpeechConfig.fromAuthorizationToken(token, region);
  config.speechRecognitionLanguage = language;
  const audio = deviceId ? sdk.AudioConfig.fromMicrophoneInput(deviceId) : sdk.AudioConfig.fromDefaultMicrophoneInput();
  const recognizer = new sdk.SpeechRecognizer(config, audio);
  // The glossary's names and church words as a phrase list, so "Melchizedek" is heard right.
  if (phrases.length) sdk.PhraseListGrammar.fromRecognizer(recognizer).addPhrases([...phrases]);
  recognizer.recognizing = (_, event) => handlers.onInterim(event.result.text);
  recognizer.recognized = (_, event) => {
    if (event.result.reason === sdk.ResultReason.RecognizedSpeech && event.result.text)
      handlers.onFinal(event.result.text);
    else if (event.result.reason === sdk.ResultReason.NoMatch) handlers.onError("noSpeech");
  };
  recognizer.canceled = (_, event) => {
    handlers.onListening(false);
    handlers.onError(
      event.errorCode === sdk.CancellationErrorCode.AuthenticationFailure ? "permissionDenied" : "audioCapture",
    );
  };
  const refresh = setInterval(() => {
    void fetchToken().then(
      ({ token: fresh }) => (recognizer.authorizationToken = fresh),
      () => undefined,
    );
  }, TOKEN_REFRESH_MS);
  await new Promise<void>((resolve, reject) => recognizer.startContinuousRecognitionAsync(resolve, reject));
  handlers.onListening(true);
  return () => {
    clearInterval(refresh);
    recognizer.stopContinuousRecognitionAsync(
      () => recognizer.close(),
      () => recognizer.close(),
    );
    handlers.onListening(false);
  };
}
