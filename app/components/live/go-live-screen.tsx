import { Mic, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { splitSentences } from "#party/protocol.ts";
import { CsrfInput, ErrorList, StatusButton } from "#app/components/forms.tsx";
import { startAzureRecognition } from "#app/live/azure-recognition.ts";
import { startRecognition, type RecognitionError } from "#app/live/speech-recognition.ts";
import { useSermonRoom } from "#app/live/use-sermon-room.ts";
import { useWakeLock } from "#app/live/wake-lock.ts";
import { MICROPHONE_KEY, MicrophonePicker } from "./microphone-picker.tsx";
import { DisplayPanel } from "#app/features/display/display-panel.tsx";
import { SharePanel } from "./share-panel.tsx";

type Language = { code: string; name: string; bcp47: string };
type Props = {
  languages: Language[];
  /** `phrases`: recognition hints from the glossary (app/features/glossary/phrases.ts). */
  live: { broadcastId: string; sourceLanguage: string; phrases?: string[] } | null;
  hasOrganisation: boolean;
  testSpeech: boolean;
  recognizer: "azure" | "browser";
  error?: string | null;
};

/** Go live: choose microphone and language, start, see the transcript, share, stop. */
export function GoLiveScreen({ languages, live, hasOrganisation, testSpeech, recognizer, error }: Props) {
  const { t } = useTranslation();
  if (!hasOrganisation) return <p className="panel" role="alert">{t("live.errors.noOrganisation")}</p>;
  return live ? (
    <LivePanel live={live} languages={languages} testSpeech={testSpeech} recognizer={recognizer} />
  ) : (
    <Form method="post" className="panel stack go-live-start">
      <CsrfInput />
      <p className="muted">{t("live.goLiveIntro")}</p>
      <MicrophonePicker name="microphone" />
      <div className="field">
        <label htmlFor="sourceLanguage">{t("live.sourceLanguage")}</label>
        <select id="sourceLanguage" name="sourceLanguage" defaultValue={languages[0]?.code}>
          {languages.map((language) => (
            <option key={language.code} value={language.code}>{language.name}</option>
          ))}
        </select>
      </div>
      <p className="live-status" data-status="ready">{t("live.statusReady")}</p>
      <ErrorList errors={error ? [error] : null} />
      <StatusButton name="intent" value="start" className="btn btn-primary btn-block" pendingText={t("live.starting")}>
        <Mic aria-hidden size={18} /> {t("live.start")}
      </StatusButton>
    </Form>
  );
}

type LivePanelProps = { live: NonNullable<Props["live"]>; languages: Language[]; testSpeech: boolean; recognizer: Props["recognizer"] };

function LivePanel({ live, languages, testSpeech, recognizer }: LivePanelProps) {
  const { t } = useTranslation();
  const room = useSermonRoom({ broadcastId: live.broadcastId, language: live.sourceLanguage, role: "host" });
  const [listening, setListening] = useState(false);
  const [recognitionError, setRecognitionError] = useState<RecognitionError | null>(null);
  const nextSeq = useRef<number | null>(null);
  const wakeLock = useWakeLock(true);
  const bcp47 = languages.find((language) => language.code === live.sourceLanguage)?.bcp47 ?? live.sourceLanguage;
  const { send, lastSeqFromRoom, status } = room;

  // Numbering continues after the room's last segment, so a reload never reuses a number.
  useEffect(() => {
    if (status === "connected" && nextSeq.current === null) nextSeq.current = lastSeqFromRoom + 1;
  }, [status, lastSeqFromRoom]);

  useEffect(() => {
    if (status !== "connected") return;
    const handlers = {
      onInterim: (text: string) => send({ type: "interim", text: text.slice(0, 2000) }),
      onFinal: (text: string) => {
        for (const sentence of splitSentences(text, bcp47)) {
          const seq = nextSeq.current ?? 0;
          nextSeq.current = seq + 1;
          send({ type: "final", seq, text: sentence.slice(0, 4000) });
        }
      },
      onError: setRecognitionError,
      onListening: setListening,
    };
    if (recognizer === "browser" || testSpeech) return startRecognition(bcp47, handlers, { testSpeech, phrases: live.phrases });
    let stop: (() => void) | null = null;
    let cancelled = false;
    startAzureRecognition(bcp47, handlers, sessionStorage.getItem(MICROPHONE_KEY), live.phrases).then(
      (stopAzure) => (cancelled ? stopAzure() : (stop = stopAzure)),
      () => setRecognitionError("notSupported"),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [status, bcp47, send, testSpeech, recognizer]);

  const transcriptEnd = useRef<HTMLDivElement>(null);
  useEffect(() => {
    transcriptEnd.current?.scrollIntoView({ block: "nearest" });
  }, [room.captions.length]);
  const joinUrl = typeof window === "undefined" ? `/sermon/join/${live.broadcastId}` : `${window.location.origin}/sermon/join/${live.broadcastId}`;

  return (
    <div className="go-live-grid">
      <section className="panel stack" aria-labelledby="transcript-title">
        <div className="row-between">
          <h2 id="transcript-title">{t("live.transcript")}</h2>
          <p className="live-status" data-status={listening ? "listening" : "stopped"} role="status">
            {listening ? t("live.statusListening") : t("live.statusStopped")}
          </p>
        </div>
        <ErrorList errors={recognitionError ? [`live.errors.${recognitionError}`] : null} />
        {wakeLock === "unsupported" ? <p className="muted small">{t("live.errors.wakeLock")}</p> : null}
        <div className="transcript" aria-live="polite">
          {room.captions.length === 0 && !room.preview ? <p className="muted">{t("live.transcriptEmpty")}</p> : null}
          {room.captions.map((caption) => <p key={caption.seq}>{caption.text}</p>)}
          {room.preview ? <p className="transcript-preview">{room.preview}</p> : null}
          <div ref={transcriptEnd} />
        </div>
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="broadcastId" value={live.broadcastId} />
          <StatusButton name="intent" value="stop" className="btn btn-danger btn-block" pendingText={t("live.stopping")}>
            <Square aria-hidden size={16} /> {t("live.stop")}
          </StatusButton>
        </Form>
      </section>
      <div className="stack">
        <SharePanel joinUrl={joinUrl} />
        <DisplayPanel broadcastId={live.broadcastId} />
      </div>
    </div>
  );
}
