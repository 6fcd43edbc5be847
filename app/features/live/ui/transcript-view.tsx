import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { liveLanguages } from "#app/neutral/languages.ts";

type Line = { seq: number; text: string; untranslated: boolean };

/** A finished sermon read again, in a language chosen with ?lang= (works without JavaScript). */
export function TranscriptView({
  lines,
  language,
  leaveTo,
  downloadHref,
}: {
  lines: Line[];
  language: string;
  leaveTo: string;
  downloadHref?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <form method="get" className="panel row-wrap">
        <div className="field">
          <label htmlFor="transcript-language">{t("live.language")}</label>
          <select id="transcript-language" name="lang" defaultValue={language}>
            {liveLanguages.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {t("live.showTranscript")}
        </button>
        <Link to={leaveTo} className="btn btn-ghost">
          {t("live.leave")}
        </Link>
        {/* The listener's own copy: the text, in the language they listened in (issue 12). */}
        {downloadHref ? (
          <a href={downloadHref} className="btn btn-ghost" download>
            {t("listener.history.download")}
          </a>
        ) : null}
      </form>
      <section className="panel transcript" lang={language} aria-label={t("live.transcriptOf")}>
        <p className="captions-ended">{t("live.ended")}</p>
        {lines.length === 0 ? <p className="muted">{t("live.transcriptMissing")}</p> : null}
        {lines.map((line) => (
          <p key={line.seq}>
            {line.text}
            {line.untranslated ? (
              <span className="badge badge-neutral caption-marker">{t("live.untranslated")}</span>
            ) : null}
          </p>
        ))}
      </section>
    </div>
  );
}
