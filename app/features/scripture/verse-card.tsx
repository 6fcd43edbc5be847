import { BookOpen } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { ServerMessage } from "#app/neutral/protocol.ts";

type VerseMessage = Extract<ServerMessage, { type: "verse" }>;

/** A passage the speaker named, from the listener's own Bible, in the caption stream. */
export function VerseCard({ message }: { message: VerseMessage }) {
  const { t } = useTranslation();
  const { card } = message;
  return (
    // dir="auto": the card runs in its own text's direction (an Arabic listener may be given the
    // English original where no translator serves Arabic), whatever the caption column's.
    <article className="verse-card" aria-label={card.reference} data-osis={message.osis} dir="auto">
      <header className="verse-card-head">
        <BookOpen aria-hidden size={18} />
        <h3>{card.reference}</h3>
        {message.parts > 1 ? (
          <span className="muted small">{t("scripture.part", { part: message.part, parts: message.parts })}</span>
        ) : null}
      </header>
      <p className="verse-card-text">
        {card.verses.map((verse) => (
          <span key={`${verse.chapter}:${verse.verse}`}>
            <sup className="verse-number">{verse.verse}</sup>
            {verse.text}{" "}
          </span>
        ))}
      </p>
      <footer className="muted small">
        {card.machineTranslated ? t("scripture.machineTranslated", { bible: card.bible }) : card.bible}
      </footer>
    </article>
  );
}

/** The cards that follow one caption. */
export function VerseCardsAfter({ seq, verses }: { seq: number; verses: readonly VerseMessage[] }) {
  const cards = verses.filter((message) => message.afterSeq === seq);
  if (!cards.length) return null;
  return (
    <>
      {cards.map((message) => (
        <VerseCard key={message.id} message={message} />
      ))}
    </>
  );
}
