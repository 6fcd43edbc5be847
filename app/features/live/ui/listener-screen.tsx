import { Heart, LogOut, Volume2, VolumeX } from "lucide-react";
import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { liveLanguages } from "#app/utils/languages.ts";
import { createSpeechQueue, type QueueState } from "#app/features/live/client/speech-queue.ts";
import { VerseCardsAfter } from "#app/features/scripture/verse-card.tsx";
import { useSermonRoom, type Caption } from "#app/features/live/client/use-sermon-room.ts";
import { useWakeLock } from "#app/features/live/client/wake-lock.ts";
import { JoinLanguagePicker, OriginalOnlyNote, type LanguageService } from "#app/features/providers/join-languages.tsx";
import { BehindMark, EditedMark, PausedNotice } from "./caption-marks.tsx";

const LANGUAGE_KEY = "listenLanguage";

export type ListenerScreenProps = {
  broadcastId: string;
  leaveTo: string;
  title: string;
  languages?: LanguageService[];
};

/**
 * A member's join live (/join/{id}): pick a language, read large captions, hear them, accept Jesus,
 * leave. It also runs as the page's island (docs/decisions/021-listener-island.md), so it must not
 * import react-router: leaving is a plain link.
 */
export function ListenerScreen({ broadcastId, leaveTo, title, languages }: ListenerScreenProps) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<string | null>(null);
  useEffect(() => {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    const fallback = liveLanguages.some((entry) => entry.code === i18n.language) ? i18n.language : "en";
    setLanguage(stored && liveLanguages.some((entry) => entry.code === stored) ? stored : fallback);
  }, [i18n.language]);

  const [audioOn, setAudioOn] = useState(false);
  const [queueState, setQueueState] = useState<QueueState>({ behind: 0, skipped: 0 });
  const speech = useRef<ReturnType<typeof createSpeechQueue> | null>(null);
  useEffect(() => {
    if (!audioOn || !language) return;
    const bcp47 = liveLanguages.find((entry) => entry.code === language)?.bcp47 ?? language;
    speech.current = createSpeechQueue(bcp47, setQueueState);
    return () => {
      speech.current?.stop();
      speech.current = null;
    };
  }, [audioOn, language]);

  // With a server voice the room's audio clips are played; otherwise the device reads the text.
  const serverVoiceRef = useRef(false);
  const room = useSermonRoom({
    broadcastId: language ? broadcastId : null,
    language: language ?? "en",
    role: "listener",
    onCaption: (caption: Caption) => {
      // An untranslated line is in the speaker's language: this language's voice must not read it.
      if (!serverVoiceRef.current && !caption.untranslated) speech.current?.push({ text: caption.text });
    },
    onAudio: (clip) => speech.current?.push({ audio: clip.src }),
    voice: audioOn,
  });
  serverVoiceRef.current = room.serverVoice;
  useWakeLock(room.status === "connected" && !room.ended);

  const [accepted, setAccepted] = useState(0);
  const latest = room.captions.at(-1);
  const earlier = room.captions.slice(-6, -1);

  return (
    <div className="listener stack">
      <div className="listener-bar panel">
        <JoinLanguagePicker
          languages={
            languages ??
            liveLanguages.map((entry) => ({ code: entry.code, name: entry.name, service: "text" as const }))
          }
          value={language ?? ""}
          onChange={(code) => {
            localStorage.setItem(LANGUAGE_KEY, code);
            setLanguage(code);
          }}
        />
        <p className="live-status" data-status={room.status} role="status">
          {t(`live.status.${room.ended ? "ended" : room.status}`)}
        </p>
        {room.status === "lost" ? (
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
            {t("live.refresh")}
          </button>
        ) : null}
        <div className="row-wrap">
          <button
            type="button"
            className="btn btn-secondary"
            aria-pressed={audioOn}
            onClick={() => setAudioOn((on) => !on)}
          >
            {audioOn ? <VolumeX aria-hidden size={18} /> : <Volume2 aria-hidden size={18} />}
            {audioOn ? t("live.audioOff") : t("live.audioOn")}
          </button>
          <a href={leaveTo} className="btn btn-ghost">
            <LogOut aria-hidden size={18} /> {t("live.leave")}
          </a>
        </div>
      </div>

      <section className="captions panel" aria-labelledby="captions-title" lang={language ?? undefined}>
        <h2 id="captions-title" className="visually-hidden">
          {title}
        </h2>
        {room.ended ? (
          <p className="captions-ended" role="status">
            {t("live.ended")}
          </p>
        ) : null}
        {room.originalOnly ? <OriginalOnlyNote /> : null}
        {!latest && !room.ended ? <p className="muted">{t("live.waiting")}</p> : null}
        <div className="captions-earlier">
          {earlier.map((caption) => (
            <Fragment key={caption.seq}>
              <CaptionLine caption={caption} original={room.originalOnly} />
              <VerseCardsAfter seq={caption.seq} verses={room.verses} />
            </Fragment>
          ))}
        </div>
        {latest ? (
          <p className="caption-latest" aria-live="polite">
            <CaptionText caption={latest} original={room.originalOnly} />
          </p>
        ) : null}
        {latest ? (
          <div aria-live="polite">
            <VerseCardsAfter seq={latest.seq} verses={room.verses} />
          </div>
        ) : null}
        {/* Under the newest line, where the listener's eyes are. */}
        {!room.ended ? <PausedNotice paused={room.paused} /> : null}
        {!room.ended && !room.paused ? <BehindMark captions={room.captions} /> : null}
        {audioOn && (queueState.behind >= 2 || queueState.skipped > 0) ? (
          <p className="muted small" role="status">
            {t("live.catchingUp")}
            {queueState.skipped ? ` · ${t("live.skipped", { count: queueState.skipped })}` : ""}
          </p>
        ) : null}
      </section>

      {!room.ended ? (
        <div className="accept-panel">
          <button
            type="button"
            className="btn btn-primary accept-button"
            disabled={room.status !== "connected"}
            onClick={() => {
              room.send({ type: "accept", clickId: `c-${crypto.randomUUID()}` });
              setAccepted((count) => count + 1);
            }}
          >
            <Heart aria-hidden size={20} /> {t("live.acceptJesus")}
          </button>
          {accepted ? <p role="status">{t("live.acceptThanks")}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function CaptionText({ caption, original }: { caption: Caption; original: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {caption.text}
      <EditedMark caption={caption} />
      {caption.untranslated && !original ? (
        <span className="badge badge-neutral caption-marker" title={t("live.untranslated")}>
          {t("live.errors.translation")}
        </span>
      ) : null}
    </>
  );
}

function CaptionLine({ caption, original }: { caption: Caption; original: boolean }) {
  return (
    <p className="caption-earlier">
      <CaptionText caption={caption} original={original} />
    </p>
  );
}
