import { useTranslation } from "#app/utils/use-translation.ts";
import { Fragment } from "react";
import { Link } from "react-router";
import { liveLanguages } from "#app/neutral/languages.ts";
import { OriginMark } from "./caption-marks.tsx";

type Verse = { osis: string; reference: string; bible: string; machineTranslated: boolean; text: string };
/** `from`: the language a bilingual preacher said it in, when not the sermon's (decision 065). */
type Line = { seq: number; text: string; untranslated: boolean; from?: string; verses: Verse[] };

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
  // Not one line came in this language: it had no translator (Chinese, Arabic with Apertium), and
  // its readers were told during the sermon that they read the original language (issue 41).
  const untranslatedLabel = lines.some((line) => !line.untranslated)
    ? t("live.untranslated")
    : t("live.originalLanguage");
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
          <Fragment key={line.seq}>
            <p lang={line.untranslated ? line.from : undefined}>
              {line.text}
              <OriginMark caption={{ ...line, original: line.from === language }} />
              {line.untranslated ? (
                <span className="badge badge-neutral caption-marker">{untranslatedLabel}</span>
              ) : null}
            </p>
            {/* The verses listeners saw after this line, as the TXT export gives them (issue 28). */}
            {line.verses.map((verse) => (
              <article key={verse.osis} className="verse-card" aria-label={verse.reference} dir="auto">
                <header className="verse-card-head">
                  <h3>{verse.reference}</h3>
                </header>
                <p className="verse-card-text">{verse.text}</p>
                <footer className="muted small">
                  {verse.machineTranslated ? t("scripture.machineTranslated", { bible: verse.bible }) : verse.bible}
                </footer>
              </article>
            ))}
          </Fragment>
        ))}
      </section>
    </div>
  );
}
