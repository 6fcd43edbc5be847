import { Mic, MicOff, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { MessageKey } from "#app/locales/keys.ts";
import type { ClientMessage } from "#app/neutral/protocol.ts";
import { startAzureRecognition } from "#app/features/live/client/azure-recognition.ts";
import { createCaptionPublisher, TICK_MS } from "#app/features/live/client/caption-publisher.ts";
import { createSpokenLines } from "#app/features/live/client/spoken-lines.ts";
import { startRecognition, type RecognitionError } from "#app/features/live/client/speech-recognition.ts";
import { useSermonRoom } from "#app/features/live/client/use-sermon-room.ts";
import { ErrorList } from "#app/components/error-list.tsx";
import { MICROPHONE_KEY } from "./microphone-picker.tsx";

type Language = { code: string; name: string; bcp47: string };
type Props = {
  broadcastId: string;
  title: string | null;
  sourceLanguage: string;
  languages: Language[];
  /** The language chosen (?language=), once the server found it allowed. */
  language: string | null;
  error: MessageKey | null;
  recognizer: "azure" | "browser";
  testSpeech: boolean;
};

/**
 * The interpreter's page stays "live" in the room only while it answers: it says so every 10 s,
 * whatever the room sends (the room counts 30 s of silence as a dropped interpreter).
 */
const HEARTBEAT_MS = 10_000;

/** Interpret a live sermon: choose the language, then speak (or type) its captions. */
export function InterpretScreen({ broadcastId, title, languages, language, error, ...speech }: Props) {
  const { t } = useTranslation();
  const chosen = languages.find((offered) => offered.code === language);
  return (
    <div className="stack interpret-page">
      {title ? <p className="muted">{title}</p> : null}
      <p className="muted">{t("interpret.intro")}</p>
      <ErrorList errors={error ? [error] : null} />
      {languages.length ? (
        <nav className="row-wrap" aria-label={t("interpret.chooseLanguage")}>
          <span className="muted small">{t("interpret.chooseLanguage")}</span>
          {languages.map((offered) => (
            <Link
              key={offered.code}
              to={`?language=${offered.code}`}
              className={offered.code === language ? "btn btn-secondary" : "btn btn-ghost"}
              aria-current={offered.code === language ? "page" : undefined}
              reloadDocument
            >
              {offered.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {chosen ? <InterpreterDesk broadcastId={broadcastId} language={chosen} {...speech} /> : null}
    </div>
  );
}

function InterpreterDesk({
  broadcastId,
  language,
  recognizer,
  testSpeech,
}: {
  broadcastId: string;
  language: Language;
  recognizer: Props["recognizer"];
  testSpeech: boolean;
}) {
  const { t } = useTranslation();
  const room = useSermonRoom({ broadcastId, language: language.code, role: "interpreter" });
  const { send, status } = room;
  const [speaking, setSpeaking] = useState(false);
  const [listening, setListening] = useState(false);
  const [recognitionError, setRecognitionError] = useState<RecognitionError | null>(null);
  const [typed, setTyped] = useState("");
  const lines = useRef(createSpokenLines());
  const connected = status === "connected" && !room.ended;

  useEffect(() => {
    if (!connected) return;
    // (Re)connected: the last lines again, in case one was lost with the old socket; the room
    // knows each by its key and ignores those it has.
    for (const { id, text } of lines.current.recent()) if (id) send({ type: "interpret", id, text });
    const beat = setInterval(() => send({ type: "heartbeat" }), HEARTBEAT_MS);
    return () => clearInterval(beat);
  }, [connected, send]);

  // The speaker page's recognisers and segment cutter; each cut line goes out as the interpreter's.
  useEffect(() => {
    if (!connected || !speaking) return;
    const publisher = createCaptionPublisher({
      send: (message: ClientMessage) => {
        if (message.type === "final" && message.id) send({ type: "interpret", id: message.id, text: message.text });
      },
      cutter: { locale: language.bcp47 },
      lines: lines.current,
    });
    const ticker = setInterval(publisher.tick, TICK_MS);
    const handlers = {
      onInterim: publisher.onInterim,
      onFinal: publisher.onFinal,
      onError: setRecognitionError,
      onListening: setListening,
    };
    let stop: (() => void) | null = null;
    let cancelled = false;
    if (recognizer === "browser" || testSpeech) stop = startRecognition(language.bcp47, handlers, { testSpeech });
    else
      startAzureRecognition(language.bcp47, handlers, sessionStorage.getItem(MICROPHONE_KEY)).then(
        (stopAzure) => (cancelled ? stopAzure() : (stop = stopAzure)),
        () => setRecognitionError("notSupported"),
      );
    return () => {
      cancelled = true;
      clearInterval(ticker);
      publisher.flush();
      stop?.();
      setListening(false);
    };
  }, [connected, speaking, language.bcp47, recognizer, testSpeech, send]);

  const sendTyped = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (!text) return;
    const { id } = lines.current.final(text);
    if (id) send({ type: "interpret", id, text });
    setTyped("");
  };

  const mine = room.captions.filter((caption) => caption.interpreter);
  const speaker = room.captions.filter((caption) => !caption.interpreter);
  const state = connected ? "connected" : room.ended ? "ended" : "disconnected";
  return (
    <div className="go-live-grid">
      <section className="panel stack" aria-labelledby="interpret-yours">
        <div className="row-between">
          <h2 id="interpret-yours">{t("interpret.yours")}</h2>
          <p className="live-status" data-status={state} role="status">
            {room.ended
              ? t("live.ended")
              : connected
                ? t("interpret.live")
                : status === "ready"
                  ? t("interpret.connecting")
                  : t("interpret.away")}
          </p>
        </div>
        <ErrorList errors={recognitionError ? [`live.errors.${recognitionError}`] : null} />
        <button
          type="button"
          className={speaking ? "btn btn-secondary btn-block" : "btn btn-primary btn-block"}
          aria-pressed={speaking}
          disabled={!connected}
          onClick={() => setSpeaking((on) => !on)}
        >
          {speaking ? <MicOff aria-hidden size={16} /> : <Mic aria-hidden size={16} />}
          {speaking ? t("interpret.stop") : t("interpret.speak")}
        </button>
        {listening ? <p className="muted small">{t("interpret.listening")}</p> : null}
        <form className="stack" onSubmit={sendTyped}>
          <div className="field">
            <label htmlFor="interpret-text">{t("interpret.typeLabel")}</label>
            <textarea
              id="interpret-text"
              lang={language.code}
              rows={2}
              maxLength={4000}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-secondary" disabled={!connected || !typed.trim()}>
            <Send aria-hidden size={16} /> {t("interpret.send")}
          </button>
        </form>
        <ol className="interpret-lines" lang={language.code} aria-live="polite">
          {mine.length ? (
            mine.map((caption) => <li key={caption.seq}>{caption.text}</li>)
          ) : (
            <li className="muted">{t("interpret.none")}</li>
          )}
        </ol>
      </section>
      <section className="panel stack" aria-labelledby="interpret-speaker">
        <h2 id="interpret-speaker">{t("interpret.speaker")}</h2>
        <ol className="interpret-lines">
          {speaker.length ? (
            speaker.slice(-30).map((caption) => <li key={caption.seq}>{caption.text}</li>)
          ) : (
            <li className="muted">{t("interpret.none")}</li>
          )}
        </ol>
        {room.preview ? <p className="muted">{room.preview}</p> : null}
      </section>
    </div>
  );
}
