import { Pause, Play } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { useSermonRoom } from "#app/features/live/client/use-sermon-room.ts";
import { DisplayPanel } from "#app/features/live/ui/display-panel.tsx";
import { EditableTranscript } from "./editable-transcript.tsx";
import { LagAlert, LagMeter } from "./lag-meter.tsx";
import { PreparedText } from "./prepared-text.tsx";
import { SharePanel } from "./share-panel.tsx";
import type { PublicAddress } from "#app/features/share/public-address.ts";
import { StopSermon } from "./stop-sermon.tsx";
import { MaskedNote } from "./masked-note.tsx";
import { SermonTitle } from "./sermon-title.tsx";
import { SpeakingSwitch } from "./speaking-switch.tsx";
import { InterpreterPanel } from "./interpreter-panel.tsx";
import { SuggestionQueue } from "#app/features/scripture/suggestion-queue.tsx";
import { VerseCard } from "#app/features/scripture/verse-card.tsx";

type Room = ReturnType<typeof useSermonRoom>;

/**
 * The sound booth's view of a live sermon, for the host on the go-live page and for staff on
 * another device: correct lines, pause, send prepared text, watch each language's lag, stop.
 */
export function OperatorConsole({
  room,
  broadcastId,
  sourceLanguage,
  status,
  notices,
  scriptureMode,
  correcting,
  shareAddress,
  title,
  languages,
  beforeSwitch,
}: {
  room: Room;
  broadcastId: string;
  /** The language the sermon is spoken in: prepared text is written and reviewed from it. */
  sourceLanguage: string;
  /** The sermon's title, which the booth may give or change while live. */
  title: string | null;
  status: ReactNode;
  notices?: ReactNode;
  scriptureMode?: string;
  /** A listener language whose captions the operator corrects (kept in the translation memory). */
  correcting?: string;
  /** The address phones are given, from the server (the same in its render and the browser's). */
  shareAddress: PublicAddress;
  /** The languages a bilingual preacher may switch to (decision 065). */
  languages: { code: string; name: string }[];
  /** The speaker's page sends what it heard in the old language before the switch. */
  beforeSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const connected = room.status === "connected" && !room.ended;
  // Prepared text is read out in the language spoken now (decision 065).
  const spoken = room.speaking ?? sourceLanguage;
  return (
    <div className="go-live-grid">
      <section className="panel stack" aria-labelledby="transcript-title">
        <div className="row-between">
          <h2 id="transcript-title">{t("live.transcript")}</h2>
          {status}
        </div>
        {notices}
        <LagAlert report={room.lag} />
        <MaskedNote words={room.masked} />
        <button
          type="button"
          className={room.paused ? "btn btn-primary btn-block" : "btn btn-secondary btn-block"}
          aria-pressed={room.paused}
          disabled={!connected}
          onClick={() => room.send({ type: "pause", paused: !room.paused })}
        >
          {room.paused ? <Play aria-hidden size={16} /> : <Pause aria-hidden size={16} />}
          {room.paused ? t("liveFlow.resume") : t("liveFlow.pause")}
        </button>
        {room.paused ? (
          <p className="operator-paused" role="status">
            {t("liveFlow.pausedOperator")}
          </p>
        ) : null}
        <SpeakingSwitch
          languages={languages}
          speaking={spoken}
          disabled={!connected}
          refused={room.lastError === "unknown_language"}
          onSwitch={(language) => {
            beforeSwitch?.();
            room.send({ type: "speaking", language });
          }}
        />
        <p className="muted small">{correcting ? t("memory.correctHint") : t("liveFlow.correctHint")}</p>
        <EditableTranscript
          captions={room.captions}
          preview={room.preview}
          onCorrect={(seq, text) =>
            room.send(
              correcting
                ? { type: "correctTranslation", seq, language: correcting, text }
                : { type: "correct", seq, text },
            )
          }
          onTakeBack={(seq) => room.send({ type: "withdraw", seq })}
        />
        {/* The last verse card listeners were shown, so the booth sees what the pews see. */}
        {room.verses.length ? <VerseCard message={room.verses.at(-1)!} /> : null}
        <StopSermon broadcastId={broadcastId} />
      </section>
      <div className="stack">
        {scriptureMode === "suggest" || room.suggestions.length ? (
          <SuggestionQueue
            suggestions={room.suggestions}
            onDecide={(id, approve) => room.send({ type: "verseDecision", id, approve })}
          />
        ) : null}
        <SermonTitle broadcastId={broadcastId} title={title} />
        <LagMeter report={room.lag} />
        <InterpreterPanel
          broadcastId={broadcastId}
          interpreters={room.interpreters}
          lines={room.interpreterLines}
          onTakeBack={(seq) => room.send({ type: "withdraw", seq })}
        />
        <PreparedText
          disabled={!connected}
          sourceLanguage={spoken}
          broadcastId={broadcastId}
          openLanguage={correcting}
          onSend={(message) => room.send(message)}
        />
        {/* The public listener path: works with or without an account (issue 12). */}
        <SharePanel address={shareAddress} path={`/sermon/join/${broadcastId}`} />
        <DisplayPanel broadcastId={broadcastId} />
      </div>
    </div>
  );
}
