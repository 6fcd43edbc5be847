// Azure neural text-to-speech (REST `cognitiveservices/v1`), called once per segment and
// language whatever the number of listeners.
import { providerFetch, type ProviderTransport } from "../app/neutral/provider-fetch.ts";
import { providerStats } from "../app/neutral/translate.ts";

export type SpeechConfig = { endpoint: string; key: string };
export const SPEECH_FORMAT = { header: "audio-24khz-48kbitrate-mono-mp3", mime: "audio/mpeg" };

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

function toBase64(bytes: Uint8Array) {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** The spoken segment as base64 MP3, or null when the provider failed (text still goes out). */
export async function synthesize(
  transport: ProviderTransport,
  config: SpeechConfig,
  voice: string,
  bcp47: string,
  text: string,
  timeoutMs = 8000,
) {
  providerStats.speechRequests++;
  const ssml = `<speak version="1.0" xml:lang="${bcp47}"><voice name="${voice}">${escapeXml(text)}</voice></speak>`;
  try {
    const response = await providerFetch(transport, `${config.endpoint.replace(/\/$/, "")}/cognitiveservices/v1`, {
      method: "POST",
      headers: {
        "Ocp-Apim-Subscription-Key": config.key,
        "Content-Type": "application/ssml+xml",
        "X-Microsoft-OutputFormat": SPEECH_FORMAT.header,
        "User-Agent": "every-tongue",
      },
      body: ssml,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    return toBase64(new Uint8Array(await response.arrayBuffer()));
  } catch {
    return null;
  }
}
