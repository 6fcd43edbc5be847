import { Mic } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link, useLocation } from "react-router";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, StatusButton } from "#app/components/forms.tsx";
import { startAzureRecognition } from "#app/features/live/client/azure-recognition.ts";
import { createCaptionPublisher, TICK_MS } from "#app/features/live/client/caption-publisher.ts";
import { createSpokenLines, type SpokenLines } from "#app/features/live/client/spoken-lines.ts";
import { startRecognition, type RecognitionError } from "#app/features/live/client/speech-recognition.ts";
import { useSermonRoom } from "#app/features/live/client/use-sermon-room.ts";
import { useWakeLock } from "#app/features/live/client/wake-lock.ts";
import { MICROPHONE_KEY, MicrophonePicker } from "./microphone-picker.tsx";
import { OperatorConsole } from "./operator-console.tsx";
import { PreparedText } from "./prepared-text.tsx";
import type { PublicAddress } from "#app/features/share/public-address.ts";

type Language = { code: string; name: string; bcp47: string };
type Props = {
  languages: Language[];
  /** `phrases`: recognition hints from the glossary (app/features/glossary/phrases.ts). */
  live: { broadcastId: string; sourceLanguage: string; title: string | null; phrases?: string[] } | null;
  hasOrganisation: boolean;
  testSpeech: boolean;
  recognizer: "azure" | "browser";
  /** A colleague's live sermon this person runs from here (?operate=), and the others to choose from. */
  operating?: {
    broadcastId: string;
    sourceLanguage: string;
    title: string | null;
    hostName: string;
    language: string;
  } | null;
  others?: { broadcastId: string; hostName: string }[];
  /** The organisation's verse-card mode: "suggest" shows the operator's approval queue. */
  scriptureMode?: string;
  error?: string | null;
  /** The organisation's events around now: the sermon may say which service it belongs to. */
  events?: { id: string; name: string }[];
  /** The address phones are given (PUBLIC_URL or this page's), decided on the server. */
  shareAddress: PublicAddress;
};

/** Go live: choose microphone and language, start, see the transcript, share, stop. */
export function GoLiveScreen({
  languages,
  live,
  hasOrganisation,
  testSpeech,
  recognizer,
  operating,
  others = [],
  scriptureMode,
  error,
  shareAddress,
  events = [],
}: Props) {
  const { t } = useTranslation();
  // Prepared text before going live is reviewed from the language chosen to speak.
  const [spoken, setSpoken] = useState(languages[0]?.code ?? "en");
  if (!hasOrganisation)
    return (
      <p className="panel" role="alert">
        {t("live.errors.noOrganisation")}
      </p>
    );
  // An explicit ?operate= wins: someone live themselves may still run a colleague's sermon.
  if (operating)
    return (
      <OperatorView
        operating={operating}
        languages={languages}
        scriptureMode={scriptureMode}
        shareAddress={shareAddress}
      />
    );
  if (live)
    return (
      <LivePanel
        live={live}
        languages={languages}
        testSpeech={testSpeech}
        recognizer={recognizer}
        scriptureMode={scriptureMode}
        shareAddress={shareAddress}
      />
    );
  return (
    <div className="stack">
      <OtherLiveSermons others={others} />
      <Form method="post" className="panel stack go-live-start">
        <CsrfInput />
        <p className="muted">{t("live.goLiveIntro")}</p>
        <MicrophonePicker name="microphone" />
        <div className="field">
          <label htmlFor="sourceLanguage">{t("live.sourceLanguage")}</label>
          <select
            id="sourceLanguage"
            name="sourceLanguage"
            value={spoken}
            onChange={(event) => setSpoken(event.target.value)}
          >
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="sermon-title">{t("live.sermonTitle")}</label>
          <input id="sermon-title" name="title" maxLength={120} autoComplete="off" />
        </div>
        {events.length ? (
          <div className="field">
            <label htmlFor="sermon-event">{t("live.sermonEvent")}</label>
            <select id="sermon-event" name="eventId" defaultValue={events[0]!.id}>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
              <option value="">{t("live.noEvent")}</option>
            </select>
          </div>
        ) : null}
        <p className="live-status" data-status="ready">
          {t("live.statusReady")}
        </p>
        <ErrorList errors={error ? [error] : null} />
        <StatusButton
          name="intent"
          value="start"
          className="btn btn-primary btn-block"
          pendingText={t("live.starting")}
        >
          <Mic aria-hidden size={18} /> {t("live.start")}
        </StatusButton>
      </Form>
      {/* Readings and announcements can be prepared before the service; they are sent once live. */}
      <div className="go-live-start">
        <PreparedText sourceLanguage={spoken} />
      </div>
    </div>
  );
}

type LivePanelProps = {
  live: NonNullable<Props["live"]>;
  shareAddress: PublicAddress;
  languages: Language[];
  testSpeech: boolean;
  recognizer: Props["recognizer"];
  scriptureMode?: string;
};

function LivePanel({ live, languages, testSpeech, recognizer, scriptureMode, shareAddress }: LivePanelProps) {
  const { t } = useTranslation();
  const room = useSermonRoom({ broadcastId: live.broadcastId, language: live.sourceLanguage, role: "host" });
  const [listening, setListening] = useState(false);
  const [recognitionError, setRecognitionError] = useState<RecognitionError | null>(null);
  // The page's own keys for its lines, for as long as the page is open (decision 026).
  const lines = useRef<SpokenLines | null>(null);
  const wakeLock = useWakeLock(true);
  // The recogniser listens for the language spoken now: a switch (decision 065) restarts it.
  const spoken = room.speaking ?? live.sourceLanguage;
  const bcp47 = languages.find((language) => language.code === spoken)?.bcp47 ?? spoken;
  const publisherRef = useRef<ReturnType<typeof createCaptionPublisher> | null>(null);
  const { send, status, paused } = room;

  // Paused: the microphone is not listened to at all, so nothing is recognised.
  useEffect(() => {
    lines.current ??= createSpokenLines();
    if (paused) lines.current.forget();
    if (status !== "connected" || paused) return;
    // (Re)connected: the last lines again, before anything new; a line lost with the old socket
    // arrives now, in its place, and the room ignores those it has.
    for (const message of lines.current.recent()) send(message);
    const publisher = (publisherRef.current = createCaptionPublisher({
      send,
      cutter: { locale: bcp47 },
      lines: lines.current,
    }));
    const ticker = setInterval(publisher.tick, TICK_MS);
    let stopping = false;
    const handlers = {
      onInterim: publisher.onInterim,
      onFinal: publisher.onFinal,
      onError: setRecognitionError,
      onListening: (on: boolean) => {
        setListening(on);
        // The recogniser stopped by itself: what it heard but never finalised still goes out.
        if (!on && !stopping) publisher.flush();
      },
    };
    const stopRecognition = (() => {
      if (recognizer === "browser" || testSpeech)
        return startRecognition(bcp47, handlers, { testSpeech, phrases: live.phrases });
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
    })();
    return () => {
      clearInterval(ticker);
      // Whatever was being said when paused (or the page left) is dropped, not sent late.
      stopping = true;
      publisher.reset();
      stopRecognition();
    };
    // live.phrases (glossary hints) are read when recognition starts; a reload of the page data
    // brings a new array with the same words, which must not restart the microphone mid-sentence.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [status, paused, bcp47, send, testSpeech, recognizer]);

  // A dropped or silent socket (decision 051) is said before "stopped": the speaker knows why.
  const away = status === "disconnected" || status === "lost" ? status : null;
  const state = paused ? "paused" : (away ?? (listening ? "listening" : "stopped"));
  return (
    <OperatorConsole
      room={room}
      broadcastId={live.broadcastId}
      sourceLanguage={live.sourceLanguage}
      title={live.title}
      scriptureMode={scriptureMode}
      shareAddress={shareAddress}
      languages={languages}
      // What was heard in the old language goes out as its line before the switch.
      beforeSwitch={() => publisherRef.current?.flush()}
      status={
        <p className="live-status" data-status={state} role="status">
          {paused
            ? t("liveFlow.paused")
            : away
              ? t(`live.status.${away}`)
              : listening
                ? t("live.statusListening")
                : t("live.statusStopped")}
        </p>
      }
      notices={
        <>
          <ErrorList errors={recognitionError ? [`live.errors.${recognitionError}`] : null} />
          {wakeLock === "unsupported" ? <p className="muted small">{t("live.errors.wakeLock")}</p> : null}
        </>
      }
    />
  );
}

/** Staff of the organisation running a colleague's sermon from another device: no microphone. */
function OperatorView({
  operating,
  languages,
  scriptureMode,
  shareAddress,
}: {
  operating: NonNullable<Props["operating"]>;
  languages: Language[];
  scriptureMode?: string;
  shareAddress: PublicAddress;
}) {
  const { t } = useTranslation();
  const room = useSermonRoom({
    broadcastId: operating.broadcastId,
    language: operating.language,
    role: "operator",
  });
  return (
    <div className="stack">
      <p className="muted">{t("liveFlow.operatingFor", { name: operating.hostName })}</p>
      {/* A bilingual volunteer reads and corrects one language's captions (decision 033). */}
      <nav className="row-wrap" aria-label={t("memory.correctIn")}>
        <span className="muted small">{t("memory.correctIn")}</span>
        {languages.map((language) => (
          <Link
            key={language.code}
            to={`?operate=${encodeURIComponent(operating.broadcastId)}&language=${language.code}`}
            className={language.code === operating.language ? "btn btn-secondary" : "btn btn-ghost"}
            aria-current={language.code === operating.language ? "page" : undefined}
            reloadDocument
          >
            {language.name}
          </Link>
        ))}
      </nav>
      {room.ended ? (
        <p className="panel" role="status">
          {t("live.stoppedToast")}
        </p>
      ) : null}
      <OperatorConsole
        room={room}
        broadcastId={operating.broadcastId}
        sourceLanguage={operating.sourceLanguage}
        title={operating.title}
        scriptureMode={scriptureMode}
        correcting={operating.language === operating.sourceLanguage ? undefined : operating.language}
        shareAddress={shareAddress}
        languages={languages}
        status={
          <p className="live-status" data-status={room.paused ? "paused" : room.status} role="status">
            {room.paused ? t("liveFlow.paused") : t(`live.status.${room.ended ? "ended" : room.status}`)}
          </p>
        }
      />
    </div>
  );
}

/** Live sermons of colleagues in the same church, to run from this device. */
function OtherLiveSermons({ others }: { others: NonNullable<Props["others"]> }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!others.length) return null;
  // The mobile /golive keeps its own query (userId, churchId) alongside ?operate=.
  const linkTo = (broadcastId: string) => {
    const params = new URLSearchParams(location.search);
    params.set("operate", broadcastId);
    return `?${params}`;
  };
  return (
    <section className="panel stack go-live-start" aria-labelledby="others-title">
      <h2 id="others-title" className="h3">
        {t("liveFlow.othersTitle")}
      </h2>
      <ul className="previous-list">
        {others.map((other) => (
          <li key={other.broadcastId}>
            <span>{t("live.hostedBy", { name: other.hostName })}</span>
            <Link className="btn btn-secondary" to={linkTo(other.broadcastId)}>
              {t("liveFlow.openOperator")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
