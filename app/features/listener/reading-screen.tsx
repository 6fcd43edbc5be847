import { ArrowDown, Heart, LogOut, Moon, Sun, Volume2, VolumeX } from "lucide-react";
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { VerseCardsAfter } from "#app/features/scripture/verse-card.tsx";
import { createSpeechQueue, type QueueState } from "#app/features/live/client/speech-queue.ts";
import { useSermonRoom, type Caption } from "#app/features/live/client/use-sermon-room.ts";
import { useWakeLock } from "#app/features/live/client/wake-lock.ts";
import { liveLanguages } from "#app/utils/languages.ts";
import { AcceptDialog } from "./accept-dialog.tsx";
import { directionOf, useReaderTheme, useTextSize } from "./reader-prefs.ts";
import { deviceVoiceFor, setMediaSession } from "./voices.ts";

export type ReadingScreenProps = {
  broadcastId: string;
  title: string;
  organisation: string;
  language: string;
  onLanguage: (language: string) => void;
  onLeave: () => void;
  /** Guests are asked (once, kindly, optionally) how the church may follow up. */
  guest: boolean;
};

/** Pixels from the bottom within which the reader counts as "at the live line". */
const STICK_PX = 48;

/**
 * The phone reading screen: captions own the screen, the newest line stays at the bottom, earlier
 * lines scroll above it; the controls sit in one bar at the bottom.
 */
export function ReadingScreen({
  broadcastId,
  title,
  organisation,
  language,
  onLanguage,
  onLeave,
  guest,
}: ReadingScreenProps) {
  const { t } = useTranslation();
  const text = useTextSize();
  const theme = useReaderTheme();
  const bcp47 = liveLanguages.find((entry) => entry.code === language)?.bcp47 ?? language;

  const [audioOn, setAudioOn] = useState(false);
  const [noVoice, setNoVoice] = useState(false);
  const [queueState, setQueueState] = useState<QueueState>({ behind: 0, skipped: 0 });
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
    deviceVoice.current = room.serverVoice ? null : deviceVoiceFor(bcp47);
    setNoVoice(!room.serverVoice && !deviceVoice.current);
    if (room.serverVoice) setMediaSession(title, organisation);
    speech.current = createSpeechQueue(bcp47, setQueueState, {
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

  // Stick to the newest line unless the reader scrolled up to read an earlier one.
  const scroller = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && followingRef.current) element.scrollTop = element.scrollHeight;
  }, [room.captions, room.verses, room.ended, text.size]);
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
    followingRef.current = atBottom;
    setFollowing(atBottom);
  };
  const backToLive = () => {
    followingRef.current = true;
    setFollowing(true);
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: "smooth" });
  };

  const [accepted, setAccepted] = useState(0);
  const [asking, setAsking] = useState(false);
  const accept = () => {
    room.send({ type: "accept", clickId: `c-${crypto.randomUUID()}` });
    setAccepted((count) => count + 1);
    if (guest && !localStorage.getItem(`acceptAsked:${broadcastId}`)) {
      localStorage.setItem(`acceptAsked:${broadcastId}`, "1");
      setAsking(true);
    }
  };

  const latest = room.captions.at(-1);
  const status = room.ended ? "ended" : room.status;

  return (
    <div
      className="reader"
      data-theme={theme.dark ? "dark" : "light"}
      style={{ "--reader-size": `${text.size}rem` } as React.CSSProperties}
    >
      <header className="reader-head">
        <p className="reader-title">
          <span>{organisation}</span> · <span>{title}</span>
        </p>
        <p className="live-status" data-status={status} role="status">
          {t(`live.status.${status}`)}
        </p>
      </header>

      <div className="reader-captions" ref={scroller} onScroll={onScroll} lang={language} dir={directionOf(language)}>
        <h2 className="visually-hidden">{title}</h2>
        {!latest && !room.ended ? <p className="reader-waiting">{t("live.waiting")}</p> : null}
        {room.captions.slice(0, -1).map((caption) => (
          <Fragment key={caption.seq}>
            <p className="reader-line">
              <CaptionText caption={caption} />
            </p>
            <VerseCardsAfter seq={caption.seq} verses={room.verses} />
          </Fragment>
        ))}
        {latest ? (
          <p className="reader-line reader-latest caption-latest" aria-live="polite">
            <CaptionText caption={latest} />
          </p>
        ) : null}
        {/* A passage the speaker just named, from this listener's own Bible. */}
        {latest ? (
          <div aria-live="polite">
            <VerseCardsAfter seq={latest.seq} verses={room.verses} />
          </div>
        ) : null}
        {room.ended ? (
          <p className="reader-ended" role="status">
            {t("live.ended")}
          </p>
        ) : null}
        {room.status === "lost" ? (
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
            {t("live.refresh")}
          </button>
        ) : null}
      </div>

      {!following ? (
        <button type="button" className="reader-back-live" onClick={backToLive}>
          <ArrowDown aria-hidden size={18} /> {t("listener.backToLive")}
        </button>
      ) : null}

      {(audioOn && (queueState.behind >= 2 || queueState.skipped > 0)) || (audioOn && noVoice) || accepted ? (
        <div className="reader-notes" role="status">
          {audioOn && noVoice ? <p>{t("listener.noVoice")}</p> : null}
          {audioOn && (queueState.behind >= 2 || queueState.skipped > 0) ? (
            <p>
              {t("live.catchingUp")}
              {queueState.skipped ? ` · ${t("live.skipped", { count: queueState.skipped })}` : ""}
            </p>
          ) : null}
          {accepted ? <p>{t("live.acceptThanks")}</p> : null}
        </div>
      ) : null}

      <nav className="reader-bar" aria-label={t("listener.controls")}>
        <label className="visually-hidden" htmlFor="listen-language">
          {t("live.language")}
        </label>
        <select
          id="listen-language"
          className="reader-language"
          value={language}
          onChange={(event) => onLanguage(event.target.value)}
        >
          {liveLanguages.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="reader-button"
          onClick={text.smaller}
          disabled={text.atMin}
          aria-label={t("listener.smaller")}
        >
          A-
        </button>
        <button
          type="button"
          className="reader-button"
          onClick={text.larger}
          disabled={text.atMax}
          aria-label={t("listener.larger")}
        >
          A+
        </button>
        <button
          type="button"
          className="reader-button"
          aria-pressed={audioOn}
          onClick={() => setAudioOn((on) => !on)}
          aria-label={audioOn ? t("live.audioOff") : t("live.audioOn")}
        >
          {audioOn ? <VolumeX aria-hidden size={20} /> : <Volume2 aria-hidden size={20} />}
        </button>
        <button
          type="button"
          className="reader-button"
          aria-pressed={theme.dark}
          onClick={theme.toggle}
          aria-label={t("listener.darkMode")}
        >
          {theme.dark ? <Sun aria-hidden size={20} /> : <Moon aria-hidden size={20} />}
        </button>
        {!room.ended ? (
          <button type="button" className="reader-accept" disabled={room.status !== "connected"} onClick={accept}>
            <Heart aria-hidden size={18} /> {t("live.acceptJesus")}
          </button>
        ) : null}
        <button
          type="button"
          className="reader-button"
          onClick={onLeave}
          aria-label={t("live.leave")}
          title={t("live.leave")}
        >
          <LogOut aria-hidden size={20} />
        </button>
      </nav>
      {/* One element for every server-voice clip: Media Session keeps it going on a locked screen. */}
      <audio ref={audioElement} className="visually-hidden" />
      {asking ? (
        <AcceptDialog broadcastId={broadcastId} organisation={organisation} onClose={() => setAsking(false)} />
      ) : null}
    </div>
  );
}

function CaptionText({ caption }: { caption: Caption }) {
  const { t } = useTranslation();
  return (
    <>
      {caption.text}
      {caption.untranslated ? (
        <span className="badge badge-neutral caption-marker" title={t("live.untranslated")}>
          {t("live.errors.translation")}
        </span>
      ) : null}
    </>
  );
}
