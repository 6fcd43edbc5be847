import { CheckCircle2, Circle } from "lucide-react";
import type { ClientMessage } from "#app/neutral/protocol.ts";
import { personChanged } from "#app/neutral/memory/person-changed.ts";
import { useTranslation } from "#app/utils/use-translation.ts";

/**
 * One language of a prepared block under review: a rendering per line, and whether it was approved.
 * `machine`: the renderings as the translation gave them, to tell the lines a person changed
 * (decision 063); a review kept from before it has none, and then no line counts as changed.
 */
type ReviewLanguage = { code: string; name: string; renderings: string[]; machine?: string[]; reviewed?: boolean };
/** What the review action sent back (prepared-review.server.ts), with the volunteer's work on it. */
export type Review = { from: string; lines: string[]; languages: ReviewLanguage[] };

type PreparedMessage = Extract<ClientMessage, { type: "prepared" }>;

/** A fresh answer of the review action: every language's renderings are the machine's so far. */
export function freshReview(review: Review): Review {
  return { ...review, languages: review.languages.map((language) => ({ ...language, machine: language.renderings })) };
}

/**
 * The `prepared` message for a block (decision 039): with its reviewed languages' renderings, line
 * by line, when a review of this sermon's spoken language has any; plain text otherwise, which the
 * room cuts and translates as before. Each line says in which languages a person changed the
 * machine's rendering: only those teach the memory (decision 063).
 */
export function preparedMessage(text: string, review: Review | undefined, sourceLanguage: string): PreparedMessage {
  const approved = review?.from === sourceLanguage ? review.languages.filter((language) => language.reviewed) : [];
  if (!review || !approved.length) return { type: "prepared", text };
  const lines = review.lines.map((said, index) => {
    const changed = approved
      .filter((language) => personChanged(language.machine?.[index], language.renderings[index]!))
      .map((language) => language.code);
    return {
      said,
      renderings: Object.fromEntries(approved.map((language) => [language.code, language.renderings[index]!.trim()])),
      ...(changed.length ? { changed } : {}),
    };
  });
  return { type: "prepared", text, reviewed: { from: review.from, lines } };
}

/**
 * One prepared block's translations, a group per language: each line's rendering in a field
 * labelled by the line itself, and a button that marks the language reviewed. Changing a reviewed
 * language's line takes the mark off: what goes out is what was approved.
 */
export function ReviewPanel({
  id,
  review,
  sourceLanguage,
  openLanguage,
  languageName,
  onChange,
}: {
  id: string;
  review: Review;
  sourceLanguage: string;
  /** The language this volunteer reads (the operator view's): its group starts open. */
  openLanguage?: string;
  languageName: (code: string) => string;
  onChange: (review: Review) => void;
}) {
  const { t } = useTranslation();
  const reviewed = review.languages.filter((language) => language.reviewed).length;
  const update = (code: string, change: (language: ReviewLanguage) => ReviewLanguage) =>
    onChange({
      ...review,
      languages: review.languages.map((language) => (language.code === code ? change(language) : language)),
    });
  if (!review.languages.length) return <p className="muted small">{t("preparedReview.noLanguages")}</p>;
  return (
    <div className="prepared-review stack" role="group" aria-labelledby={`${id}-title`}>
      <div className="prepared-review-head">
        <h3 id={`${id}-title`} className="h4">
          {t("preparedReview.title")}
        </h3>
        <span className="muted small">{t("preparedReview.summary", { reviewed, total: review.languages.length })}</span>
      </div>
      {review.from !== sourceLanguage ? (
        <p className="operator-paused" role="status">
          {t("preparedReview.otherLanguage", { language: languageName(review.from) })}
        </p>
      ) : null}
      <p className="muted small">{t("preparedReview.hint")}</p>
      {review.languages.map((language) => {
        const complete = language.renderings.every((rendering) => rendering.trim());
        return (
          <details
            key={language.code}
            className="review-language"
            data-reviewed={language.reviewed || undefined}
            open={review.languages.length === 1 || language.code === openLanguage || undefined}
          >
            <summary>
              <span lang={language.code}>{language.name}</span>
              <ReviewedMark reviewed={Boolean(language.reviewed)} />
            </summary>
            <fieldset className="stack">
              <legend className="visually-hidden">{language.name}</legend>
              {review.lines.map((line, index) => {
                const fieldId = `${id}-${language.code}-${index}`;
                return (
                  <div className="field" key={fieldId}>
                    <label htmlFor={fieldId} className="review-line-source">
                      {line}
                    </label>
                    <textarea
                      id={fieldId}
                      lang={language.code}
                      rows={2}
                      maxLength={4000}
                      value={language.renderings[index] ?? ""}
                      aria-invalid={!language.renderings[index]?.trim() || undefined}
                      onChange={(event) =>
                        update(language.code, (current) => ({
                          ...current,
                          reviewed: false,
                          renderings: current.renderings.map((text, at) => (at === index ? event.target.value : text)),
                        }))
                      }
                    />
                  </div>
                );
              })}
              {complete ? null : <p className="muted small">{t("preparedReview.emptyLine")}</p>}
              <button
                type="button"
                className={language.reviewed ? "btn btn-secondary" : "btn btn-primary"}
                aria-pressed={Boolean(language.reviewed)}
                disabled={!complete}
                onClick={() => update(language.code, (current) => ({ ...current, reviewed: !current.reviewed }))}
              >
                {language.reviewed
                  ? t("preparedReview.unmark", { language: language.name })
                  : t("preparedReview.markReviewed", { language: language.name })}
              </button>
              {language.reviewed ? <Learns language={language} /> : null}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}

/** What a reviewed language will teach the memory: only the lines a person changed (decision 063). */
function Learns({ language }: { language: ReviewLanguage }) {
  const { t } = useTranslation();
  const count = language.renderings.filter((rendering, index) =>
    personChanged(language.machine?.[index], rendering),
  ).length;
  return (
    <p className="muted small" role="status">
      {count ? t("preparedReview.learns", { count }) : t("preparedReview.learnsNothing")}
    </p>
  );
}

function ReviewedMark({ reviewed }: { reviewed: boolean }) {
  const { t } = useTranslation();
  return reviewed ? (
    <span className="review-mark" data-reviewed="">
      <CheckCircle2 aria-hidden size={16} /> {t("preparedReview.reviewed")}
    </span>
  ) : (
    <span className="review-mark">
      <Circle aria-hidden size={16} /> {t("preparedReview.notReviewed")}
    </span>
  );
}
