import { Check, X } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { ServerMessage } from "#app/neutral/protocol.ts";

type VerseSuggestion = Extract<ServerMessage, { type: "verseSuggestion" }>;

/**
 * "Suggest" mode on the go-live page: each passage the speaker named waits here until the
 * operator shows it to listeners or dismisses it.
 */
export function SuggestionQueue({
  suggestions,
  onDecide,
}: {
  suggestions: readonly VerseSuggestion[];
  onDecide: (id: string, approve: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel stack suggestion-queue" aria-labelledby="scripture-queue-title">
      <h2 id="scripture-queue-title">{t("scripture.suggestions")}</h2>
      {suggestions.length === 0 ? <p className="muted small">{t("scripture.suggestionsEmpty")}</p> : null}
      <ul className="stack" aria-live="polite">
        {suggestions.map((item) => (
          <li key={item.id} className="suggestion">
            <p>
              <strong>{item.reference}</strong>{" "}
              <span className="muted small">{t("scripture.heard", { text: item.spoken })}</span>
            </p>
            {item.preview ? <p className="suggestion-preview">{item.preview}</p> : null}
            <div className="row-wrap">
              <button type="button" className="btn btn-primary" onClick={() => onDecide(item.id, true)}>
                <Check aria-hidden size={16} /> {t("scripture.show")}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => onDecide(item.id, false)}>
                <X aria-hidden size={16} /> {t("scripture.dismiss")}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
