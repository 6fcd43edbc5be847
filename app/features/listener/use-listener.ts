// Everything a listener's page does besides drawing it, for both doors (the guest's /sermon/join/{id}
// and the member's /join/{id}): the room, the speech queue (server voice or the device's own), the
// wake lock, "I accept Jesus" and the remembered language. No react-router: it runs in the island too.
import { useEffect, useRef, useState } from "react";
import { createSpeechQueue, type QueueState } from "#app/features/live/client/speech-queue.ts";
import { useSermonRoom, type Caption } from "#app/features/live/client/use-sermon-room.ts";
import { useWakeLock } from "#app/features/live/client/wake-lock.ts";
import { liveLanguages } from "#app/neutral/languages.ts";
import { deviceVoiceFor, setMediaSession } from "./voices.ts";
import { store, stored } from "./reader-prefs.ts";

const LANGUAGE_KEY = "listenLanguage";
/** Long enough to read the thank-you note twice. */
const THANKS_SHOWN_MS = 8000;
const isLive = (code: string | null | undefined): code is string => liveLanguages.some((entry) => entry.code === code);

/**
 * The listener's language: the one a ?lng= link names, else the one chosen last on this device, else
 * the phone's own when we serve it, else English. Null until the browser has said (the server cannot
 * know), so the first render matches the server's.
 */
export function useListenLanguage() {
  const [language, setLanguage] = useState<string | null>(null);
  useEffect(() => {
    // A link with ?lng= (the interface language) asks for the captions in it too (issue 28).
    const bases = [new URLSearchParams(location.search).get("lng"), stored(LANGUAGE_KEY), ...navigator.languages];
    setLanguage(bases.map((tag) => tag?.split("-")[0]!.toLowerCase()).find(isLive) ?? "en");
  }, []);
  const choose = (code: string) => {
    store(LANGUAGE_KEY, code);
    setLanguage(code);
  };
  return [language, choose] as const;
}

export type ListenerOptions = {
  broadcastId: string;
  language: string;
  title: string;
  organisation: string;
  /** Guests are asked (once, kindly, optionally) how the church may follow up. */
  guest: boolean;
};

/** The room, voice, wake lock and accept of one reading listener. */
export function useListener({ broadcastId, language, title, organisation, guest }: ListenerOptions) {
  const bcp47 = liveLanguages.find((entry) => entry.code === language)?.bcp47 ?? language;
  const [audioOn, setAudioOn] = useState(false);
  const [noVoice, setNoVoice] = useState(false);
  const [queue, setQueue] = useState<QueueState>({ behind: 0, skipped: 0 });
  const speech = useRef<ReturnType<typeof createSpeechQueue> | null>(null);
  const audioElement = useRef<HTMLAudioElement>(null);
  const serverVoiceRef = useRef(false);
  const deviceVoice = useRef<SpeechSynthesisVoice | null>(null);

  const room = useSermonRoom({
    broadcastId,
    language,
    role: "listener",
    onCaption: (caption: Caption) => {
      // An untranslated line is in the speaker's language: this language's voice must not read it.
      if (serverVoiceRef.current || caption.untranslated || !deviceVoice.current) return;
      speech.current?.push({ text: caption.text });
    },
    onAudio: (clip) => speech.current?.push({ audio: clip.src }),
    voice: audioOn,
  });
  serverVoiceRef.current = room.serverVoice;

  useEffect(() => {
    if (!audioOn) return;
    // With a server voice the room's clips play through one <audio> (it keeps going on a locked
    // screen, with Media Session's title); otherwise the device's own voice reads the text.
    deviceVoice.current = room.serverVoice ? null : deviceVoiceFor(bcp47);
    setNoVoice(!room.serverVoice && !deviceVoice.current);
    if (room.serverVoice) setMediaSession(title, organisation);
    speech.current = createSpeechQueue(bcp47, setQueue, {
      voice: deviceVoice.current ?? undefined,
      audio: audioElement.current ?? undefined,
    });
    // Device voices may be paused while the page was hidden; take them back when it returns.
    const onVisible = () => {
      if (document.visibilityState === "visible") window.speechSynthesis?.resume();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      speech.current?.stop();
      speech.current = null;
    };
  }, [audioOn, bcp47, room.serverVoice, title, organisation]);

  useWakeLock(room.status === "connected" && !room.ended);

  const [accepted, setAccepted] = useState(0);
  const [asking, setAsking] = useState(false);
  // The thank-you note is said, then goes: kept, it took ~60 px from the captions for the rest of
  // the sermon (issue 28). Its time starts once the guest's sheet is closed.
  const [thanking, setThanking] = useState(false);
  useEffect(() => {
    if (!thanking || asking) return;
    const timer = setTimeout(() => setThanking(false), THANKS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [thanking, asking, accepted]);
  const accept = () => {
    room.send({ type: "accept", clickId: `c-${crypto.randomUUID()}` });
    setAccepted((count) => count + 1);
    setThanking(true);
    const asked = `acceptAsked:${broadcastId}`;
    if (guest && !stored(asked)) {
      store(asked, "1");
      setAsking(true);
    }
  };

  return {
    room,
    audio: {
      on: audioOn,
      toggle: () => setAudioOn((on) => !on),
      noVoice: audioOn && noVoice,
      /** Behind by two clips or more, or some skipped: the listener is told. */
      catchingUp: audioOn && (queue.behind >= 2 || queue.skipped > 0),
      skipped: queue.skipped,
      element: audioElement,
    },
    accept: { thanking: thanking && !asking, press: accept, asking, doneAsking: () => setAsking(false) },
  };
}
export type Listener = ReturnType<typeof useListener>;
