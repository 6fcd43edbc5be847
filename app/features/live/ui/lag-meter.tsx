import { AlertTriangle } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { LagReport } from "#app/neutral/protocol.ts";
import { liveLanguages } from "#app/neutral/languages.ts";

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const nameOf = (code: string) => liveLanguages.find((language) => language.code === code)?.name ?? code;

/** Per language in use: people listening, how far behind, translation time, failures. */
export function LagMeter({ report }: { report: LagReport }) {
  const { t } = useTranslation();
  return (
    <section className="panel stack lag-meter" aria-labelledby="lag-title">
      <h2 id="lag-title" className="h3">
        {t("liveFlow.lagTitle")}
      </h2>
      {report.length === 0 ? <p className="muted">{t("liveFlow.lagEmpty")}</p> : null}
      <ul className="lag-rows">
        {report.map((row) => (
          <li
            key={row.language}
            className="lag-row"
            data-warning={row.warning || undefined}
            data-language={row.language}
          >
            <div className="lag-head">
              <strong>{nameOf(row.language)}</strong>
              <span>{t("liveFlow.listeners", { count: row.listeners })}</span>
            </div>
            <div className="lag-figures">
              <span>{t("liveFlow.behind", { seconds: seconds(row.behindMs) })}</span>
              <span>
                {row.translateMs === null
                  ? t("liveFlow.noTranslation")
                  : t("liveFlow.translateTime", { seconds: seconds(row.translateMs) })}
              </span>
              <span>{t("liveFlow.failures", { count: row.failures })}</span>
            </div>
            {row.warning ? (
              <p className="lag-warning" role="alert">
                <AlertTriangle aria-hidden size={16} />{" "}
                {row.behindMs > 5000 ? t("liveFlow.warnBehind") : t("liveFlow.warnFailing")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A one-line alert at the top of the operator view: on a phone the meter itself is below the fold. */
export function LagAlert({ report }: { report: LagReport }) {
  const { t } = useTranslation();
  const late = report.filter((row) => row.warning);
  if (!late.length) return null;
  return (
    <p className="lag-warning lag-alert" role="alert">
      <AlertTriangle aria-hidden size={16} />{" "}
      {t("liveFlow.lagAlert", { languages: late.map((row) => nameOf(row.language)).join(", ") })}
    </p>
  );
}
