// A voice must speak the language it reads: the device's voices are matched by language, and a
// line that could not be translated (it is still in the speaker's language) is never read aloud.

/** A device voice for `bcp47` ("es-ES"): same language, preferring the same region. */
export function deviceVoiceFor(bcp47: string): SpeechSynthesisVoice | null {
  if (typeof window === "undefined" || !window.speechSynthesis) return null;
  const voices = window.speechSynthesis.getVoices();
  const base = bcp47.split("-")[0]!.toLowerCase();
  const sameLanguage = voices.filter((voice) => voice.lang.toLowerCase().replace("_", "-").split("-")[0] === base);
  return sameLanguage.find((voice) => voice.lang.toLowerCase() === bcp47.toLowerCase()) ?? sameLanguage[0] ?? null;
}

/** Lock-screen title and artwork for server voices, where the platform supports it. */
export function setMediaSession(title: string, organisation: string) {
  if (typeof navigator === "undefined" || !("mediaSession" in navigator) || typeof MediaMetadata === "undefined")
    return;
  navigator.mediaSession.metadata = new MediaMetadata({
    title,
    artist: organisation,
    artwork: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
  });
}
