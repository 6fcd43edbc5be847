/**
 * What churches say in every service, in the seven live languages, as those languages' churches
 * say it: the shipped translation memory under every organisation's own. Facts, written here and
 * reviewed like code; the wording follows, per language:
 *   es  Reina-Valera 1960 for scripture and the Lord's Prayer (Mateo 6:9-13), the "Credo de los
 *       Apóstoles" as Latin American evangelical churches say it, "ustedes" for the congregation
 *   pt  Almeida Revista e Atualizada (Mateus 6:9-13), the Credo Apostólico of the Igreja
 *       Presbiteriana do Brasil, Brazilian usage ("vocês", "culto", "Ceia do Senhor")
 *   id  Terjemahan Baru, LAI (Matius 6:9-13: "Bapa kami yang di sorga"), the Pengakuan Iman
 *       Rasuli of the PGI churches, "ibadah"/"jemaat" for worship and congregation
 *   zh  Chinese Union Version (和合本, 马太福音 6:9-13), the 使徒信经 of Chinese Protestant churches
 *   ar  Smith–Van Dyck (متى 6:9-13), قانون الإيمان الرسولي as Arabic Protestant churches say it
 *   hi  Hindi O.V. (मत्ती 6:9-13), प्रेरितों का विश्वास-वचन of the Hindi-speaking Protestant churches
 *   en  the common forms (both "thy" and "your" where congregations say both).
 * Blessings quoting scripture (Numbers 6:24-26, 2 Corinthians 13:14, Philippians 4:7) follow each
 * language's Bible above.
 *
 * Format of the files in ./phrases: one phrase per block, blocks apart by a blank line, one line
 * per language, "<code> <text>". Every block has all seven languages (a unit test checks).
 */
import { blessings } from "./phrases/blessings.ts";
import { directions } from "./phrases/directions.ts";
import { greetings } from "./phrases/greetings.ts";
import { intercessions } from "./phrases/intercessions.ts";
import { invitations } from "./phrases/invitations.ts";
import { liturgy } from "./phrases/liturgy.ts";
import { prayer } from "./phrases/prayer.ts";
import { preaching } from "./phrases/preaching.ts";
import { preachingAsides } from "./phrases/preaching-asides.ts";
import { worship } from "./phrases/worship.ts";

/** One phrase: its text in each language, by language code. */
export type Phrase = Record<string, string>;

function parse(block: string): Phrase {
  const phrase: Phrase = {};
  for (const line of block.split("\n")) {
    const match = /^([a-z]{2}) (.+)$/.exec(line.trim());
    if (match) phrase[match[1]!] = match[2]!.trim();
  }
  return phrase;
}

export const shippedPhrases: readonly Phrase[] = [
  greetings,
  directions,
  prayer,
  intercessions,
  worship,
  blessings,
  invitations,
  liturgy,
  preaching,
  preachingAsides,
]
  .flatMap((text) => text.trim().split(/\n\s*\n/))
  .map(parse);
