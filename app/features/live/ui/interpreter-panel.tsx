import { Languages } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { TakeBackButton, TakeBackConfirm } from "./take-back.tsx";
import { useTranslation } from "#app/utils/use-translation.ts";
import { liveLanguages } from "#app/neutral/languages.ts";
import type { RoomState } from "#app/features/live/client/room-state.ts";

const nameOf = (code: string) => liveLanguages.find((language) => language.code === code)?.name ?? code;

/**
 * The booth's view of human interpreters (decision 064): which languages have one live, which went
 * back to machine translation, their recent lines beside the speaker's, and the way to interpret.
 */
export function InterpreterPanel({
  broadcastId,
  interpreters,
  lines,
  onTakeBack,
}: {
  broadcastId: string;
  interpreters: RoomState["interpreters"];
  lines: RoomState["interpreterLines"];
  /** Takes an interpreter's line back from every screen, as the speaker's (decision 061). */
  onTakeBack: (seq: number) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<number | null>(null);
  return (
    <section className="panel stack interpreter-panel" aria-labelledby="interpreters-title">
      <h2 id="interpreters-title" className="h3">
        {t("interpret.boothTitle")}
      </h2>
      {interpreters.used.length ? (
        <ul className="interpreter-languages">
          {interpreters.used.map((code) => {
            const live = interpreters.live.includes(code);
            return (
              <li key={code} data-live={live}>
                <strong>{nameOf(code)}</strong>{" "}
                <span className={live ? "badge badge-success" : "badge badge-neutral"}>
                  {live ? t("interpret.boothLive") : t("interpret.boothMachine")}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted small">{t("interpret.boothNone")}</p>
      )}
      {lines.length ? (
        <ol className="interpret-lines">
          {lines.slice(-8).map((line) => {
            const caption = { seq: line.seq, text: line.text, untranslated: false };
            return (
              <li key={line.seq} lang={line.language}>
                {asking === line.seq ? (
                  <TakeBackConfirm
                    caption={caption}
                    onKeep={() => setAsking(null)}
                    onConfirm={() => {
                      onTakeBack(line.seq);
                      setAsking(null);
                    }}
                  />
                ) : (
                  <div className="transcript-row">
                    <span>
                      <span className="muted small">{nameOf(line.language)}</span> {line.text}
                    </span>
                    <TakeBackButton caption={caption} onAsk={() => setAsking(line.seq)} />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      <Link className="btn btn-secondary" to={`/interpret/${encodeURIComponent(broadcastId)}`}>
        <Languages aria-hidden size={16} /> {t("interpret.open")}
      </Link>
    </section>
  );
}
