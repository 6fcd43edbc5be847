import { Send, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";

type Item = { id: string; text: string };
const STORAGE_KEY = "preparedTexts";

/**
 * Readings and announcements pasted before the service and sent at the right moment. Kept in
 * this browser (localStorage), so the booth can prepare them before going live.
 */
export function PreparedText({ onSend, disabled }: { onSend?: (text: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>([]);
  const [draft, setDraft] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => {
    try {
      setItems(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as Item[]);
    } catch {
      setItems([]);
    }
  }, []);
  const save = (next: Item[]) => {
    setItems(next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  };

  return (
    <section className="panel stack prepared-text" aria-labelledby="prepared-title">
      <h2 id="prepared-title" className="h3">
        {t("liveFlow.preparedTitle")}
      </h2>
      <p className="muted small">{t("liveFlow.preparedHint")}</p>
      <div className="field">
        <label htmlFor="prepared-draft">{t("liveFlow.preparedLabel")}</label>
        <textarea
          id="prepared-draft"
          rows={4}
          maxLength={8000}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!draft.trim()}
        onClick={() => {
          save([...items, { id: crypto.randomUUID(), text: draft.trim() }]);
          setDraft("");
        }}
      >
        {t("liveFlow.preparedAdd")}
      </button>
      {items.length ? (
        <ul className="prepared-list">
          {items.map((item) => (
            <li key={item.id} className="prepared-item">
              <p className="prepared-preview">{item.text}</p>
              <div className="row-wrap">
                {onSend ? (
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={disabled}
                    onClick={() => {
                      onSend(item.text);
                      setSent(item.id);
                    }}
                  >
                    <Send aria-hidden size={16} /> {t("liveFlow.preparedSend")}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t("liveFlow.preparedRemove")}
                  onClick={() => save(items.filter((other) => other.id !== item.id))}
                >
                  <Trash2 aria-hidden size={16} />
                </button>
                {sent === item.id ? (
                  <span className="muted small" role="status">
                    {t("liveFlow.preparedSent")}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
