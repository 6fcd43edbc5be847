import { Languages, Send, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { ClientMessage } from "#app/neutral/protocol.ts";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput } from "#app/components/forms.tsx";
import { liveLanguage } from "#app/neutral/languages.ts";
import { useTranslation } from "#app/utils/use-translation.ts";
import { freshReview, preparedMessage, ReviewPanel, type Review } from "./prepared-review.tsx";

type Item = { id: string; text: string; review?: Review };
type PreparedMessage = Extract<ClientMessage, { type: "prepared" }>;
const STORAGE_KEY = "preparedTexts";

/**
 * Readings and announcements pasted before the service and sent at the right moment. Kept in
 * this browser (localStorage), so the booth can prepare them before going live. Each can be
 * translated at once for review (decision 039): a bilingual volunteer corrects and approves each
 * language, and what was approved goes out exactly so.
 */
export function PreparedText({
  onSend,
  disabled,
  sourceLanguage,
  broadcastId,
  openLanguage,
}: {
  onSend?: (message: PreparedMessage) => void;
  disabled?: boolean;
  /** The language the text is written in: the sermon's, or the one chosen to start with. */
  sourceLanguage: string;
  /** The live sermon it goes to, once there is one. */
  broadcastId?: string;
  /** The language the volunteer reads: its translations open first. */
  openLanguage?: string;
}) {
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
  const save = (change: (items: Item[]) => Item[]) =>
    setItems((current) => {
      const next = change(current);
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });

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
          const item = { id: crypto.randomUUID(), text: draft.trim() };
          save((all) => [...all, item]);
          setDraft("");
        }}
      >
        {t("liveFlow.preparedAdd")}
      </button>
      {items.length ? (
        <ul className="prepared-list">
          {items.map((item) => (
            <PreparedItem
              key={item.id}
              item={item}
              sourceLanguage={sourceLanguage}
              broadcastId={broadcastId}
              openLanguage={openLanguage}
              sent={sent === item.id}
              onReview={(review) =>
                save((all) => all.map((other) => (other.id === item.id ? { ...other, review } : other)))
              }
              onRemove={() => save((all) => all.filter((other) => other.id !== item.id))}
              onSend={
                onSend &&
                (() => {
                  onSend(preparedMessage(item.text, item.review, sourceLanguage));
                  setSent(item.id);
                })
              }
              disabled={disabled}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The review action's answer: every language unreviewed, or an interface-string key. */
type Reply = { error: string | null; review: Review | null };

/** One block: send it, have it translated for review, or remove it; its review panel below. */
function PreparedItem({
  item,
  sourceLanguage,
  broadcastId,
  openLanguage,
  sent,
  disabled,
  onReview,
  onRemove,
  onSend,
}: {
  item: Item;
  sourceLanguage: string;
  broadcastId?: string;
  openLanguage?: string;
  sent: boolean;
  disabled?: boolean;
  onReview: (review: Review) => void;
  onRemove: () => void;
  onSend?: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Reply>();
  const translating = fetcher.state !== "idle";
  const answer = fetcher.data?.review;
  // A fresh translation starts unreviewed: the volunteer approves each language anew.
  useEffect(() => {
    if (answer) onReview(freshReview(answer));
    // Only a new answer counts; onReview is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [answer]);
  const id = `prepared-${item.id}`;
  return (
    <li className="prepared-item" aria-busy={translating || undefined}>
      <p className="prepared-preview">{item.text}</p>
      <div className="row-wrap">
        {onSend ? (
          <button type="button" className="btn btn-primary" disabled={disabled || translating} onClick={onSend}>
            <Send aria-hidden size={16} /> {t("liveFlow.preparedSend")}
          </button>
        ) : null}
        <fetcher.Form method="post" action="/api/prepared-review">
          <CsrfInput />
          <input type="hidden" name="text" value={item.text} />
          <input type="hidden" name="sourceLanguage" value={sourceLanguage} />
          {broadcastId ? <input type="hidden" name="broadcastId" value={broadcastId} /> : null}
          <button type="submit" className="btn btn-secondary" disabled={translating}>
            <Languages aria-hidden size={16} />{" "}
            {item.review ? t("preparedReview.reviewAgain") : t("preparedReview.review")}
          </button>
        </fetcher.Form>
        <button type="button" className="btn btn-ghost" aria-label={t("liveFlow.preparedRemove")} onClick={onRemove}>
          <Trash2 aria-hidden size={16} />
        </button>
        {sent ? (
          <span className="muted small" role="status">
            {t("liveFlow.preparedSent")}
          </span>
        ) : null}
      </div>
      {translating ? (
        <p className="muted small prepared-translating" role="status">
          {t("preparedReview.translating")}
        </p>
      ) : null}
      <ErrorList errors={fetcher.data?.error ? [fetcher.data.error] : null} />
      {item.review && !translating ? (
        <ReviewPanel
          id={id}
          review={item.review}
          sourceLanguage={sourceLanguage}
          openLanguage={openLanguage}
          languageName={(code) => liveLanguage(code)?.name ?? code}
          onChange={onReview}
        />
      ) : null}
    </li>
  );
}
