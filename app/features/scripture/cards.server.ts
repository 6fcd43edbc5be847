/**
 * The verse cards the room asks for when a speaker names a passage: for each language in use,
 * the passage from the organisation's Bible for that language, its reference as that Bible
 * writes it, and the Bible's name. A language without a Bible gets null; the room then sends the
 * source language's verses machine-translated and marked so.
 */
import { prisma } from "#app/utils/db.server.ts";
import type { VerseCardContent } from "#app/neutral/protocol.ts";
import { versesOf } from "./bible-format.ts";
import { bibleFor } from "./bibles.server.ts";
import { osisShown, versesShown } from "#app/neutral/scripture/chapter-opening.ts";
import { referenceLabel } from "#app/neutral/scripture/reference-label.ts";

/** A spoken passage longer than this is cut here (a whole chapter is not a card). */
const MAX_PASSAGE_VERSES = 30;

export async function cardsForPassage(request: { broadcastId: string; osis: string; languages: string[] }) {
  const sermon = await prisma.sermon.findUnique({
    where: { broadcastId: request.broadcastId },
    select: { organisationId: true },
  });
  if (!sermon) return null;
  const cards: Record<string, VerseCardContent | null> = {};
  await Promise.all(
    request.languages.map(async (language) => {
      const bible = await bibleFor(sermon.organisationId, language);
      // a whole chapter ("Mark 4") shows its opening verses (chapter-opening.ts)
      const verses = bible ? versesShown(request.osis, versesOf(bible, request.osis, MAX_PASSAGE_VERSES)) : [];
      cards[language] =
        bible && verses.length > 0
          ? {
              reference: referenceLabel(osisShown(request.osis, verses), language),
              bible: bible.name,
              machineTranslated: false,
              verses: verses.map(({ chapter, verse, text }) => ({ chapter, verse, text })),
            }
          : null;
    }),
  );
  return cards;
}
