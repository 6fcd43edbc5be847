// Speech recognition on the speaker's device with the browser's Web Speech API. It stops by
// itself after silences; we restart it, keeping every word already heard, and give up only
// after repeated failures in a row.

export type RecognitionError = "notSupported" | "permissionDenied" | "audioCapture" | "noSpeech" | "tooManyRestarts";
export type RecognitionHandlers = {
  onInterim: (text: string) => void;
  onFinal: (text: string) => void;
  onError: (error: RecognitionError) => void;
  onListening: (listening: boolean) => void;
};

type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  onresult:
    | ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  onstart: (() => void) | null;
};

const MAX_RESTARTS_IN_A_ROW = 5;

function recognitionConstructor(): (new () => SpeechRecognitionLike) | null {
  const scope = window as unknown as Record<string, unknown>;
  return (scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null) as (new () => SpeechRecognitionLike) | null;
}

/**
 * A stand-in recogniser that only tests can turn on (the server sets `testSpeech` only when
 * ENABLE_TEST_SPEECH=1, which scripts/e2e-server.sh alone does). Tests "speak" by dispatching
 * `et:test-speech` events carrying { text, final }.
 */
function testRecognition(handlers: RecognitionHandlers) {
  const listener = (event: Event) => {
    const { text, final } = (event as CustomEvent<{ text: string; final: boolean }>).detail;
    if (final) handlers.onFinal(text);
    else handlers.onInterim(text);
  };
  window.addEventListener("et:test-speech", listener);
  handlers.onListening(true);
  return () => {
    window.removeEventListener("et:test-speech", listener);
    handlers.onListening(false);
  };
}

/**
 * Contextual phrases (the glossary's names and terms) where the browser supports them
 * (SpeechRecognitionPhrase, Chrome's contextual biasing); elsewhere nothing changes.
 */
function setPhrases(recognition: SpeechRecognitionLike, phrases: readonly string[]) {
  const Phrase = (window as unknown as { SpeechRecognitionPhrase?: new (phrase: string, boost?: number) => unknown })
    .SpeechRecognitionPhrase;
  if (!Phrase || !phrases.length || !("phrases" in recognition)) return;
  try {
    (recognition as unknown as { phrases: unknown[] }).phrases = phrases.map((phrase) => new Phrase(phrase, 5));
  } catch {
    // A browser that lists the API but refuses the phrases: recognise without them.
  }
}

/** Starts listening; returns the function that stops it. */
export function startRecognition(
  language: string,
  handlers: RecognitionHandlers,
  options: { testSpeech?: boolean; phrases?: readonly string[] } = {},
) {
  if (options.testSpeech) return testRecognition(handlers);
  const Recognition = recognitionConstructor();
  if (!Recognition) {
    handlers.onError("notSupported");
    return () => {};
  }
  let stopped = false;
  let failuresInARow = 0;
  const recognition = new Recognition();
  recognition.lang = language;
  recognition.continuous = true;
  recognition.interimResults = true;
  setPhrases(recognition, options.phrases ?? []);
  recognition.onstart = () => handlers.onListening(true);
  recognition.onresult = (event) => {
    failuresInARow = 0;
    for (let index = event.resultIndex; index < event.results.length; index++) {
      const result = event.results[index]!;
      if (result.isFinal) handlers.onFinal(result[0].transcript);
    }
    // The whole unfinalised tail, also the interim results before `resultIndex` that did not
    // change: the segment cutter needs the utterance's full text, not only its changed part.
    let interim = "";
    for (let index = 0; index < event.results.length; index++) {
      const result = event.results[index]!;
      if (!result.isFinal) interim += result[0].transcript;
    }
    if (interim) handlers.onInterim(interim);
  };
  recognition.onerror = (event) => {
    if (event.error === "not-allowed" || event.error === "service-not-allowed") {
      stopped = true;
      handlers.onError("permissionDenied");
    } else if (event.error === "audio-capture") {
      failuresInARow++;
      handlers.onError("audioCapture");
    } else if (event.error === "no-speech") {
      handlers.onError("noSpeech");
    } else if (event.error === "phrases-not-supported") {
      // Contextual phrases need on-device recognition in Chrome: carry on without them.
      (recognition as unknown as { phrases: unknown[] }).phrases = [];
    } else {
      failuresInARow++;
    }
  };
  recognition.onend = () => {
    handlers.onListening(false);
    if (stopped) return;
    if (failuresInARow >= MAX_RESTARTS_IN_A_ROW) {
      handlers.onError("tooManyRestarts");
      return;
    }
    // Chrome ends recognition after silences: start again, the finals already sent are kept.
    setTimeout(() => {
      if (!stopped) recognition.start();
    }, 250);
  };
  recognition.start();
  return () => {
    stopped = true;
    recognition.stop();
  };
}
