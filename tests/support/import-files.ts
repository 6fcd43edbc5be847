// Uploads at the largest size each importer allows, for the import spec and `npm run bench:imports`:
// whole Bibles in OSIS (verse milestones), USFM and CSV of 12 MB, a glossary CSV of 1,000 terms
// near 512 KB, and images of 5 MB and of the most pixels accepted. Made up, and the same each time.
import sharp from "sharp";
import { bibleBooks } from "#app/neutral/glossary/bible-books.ts";
import { MAX_BIBLE_BYTES } from "#app/features/scripture/import.ts";
import { MAX_IMPORT_ROWS, renderingLanguages } from "#app/features/glossary/schema.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "#app/utils/uploads.server.ts";

type Verse = { book: string; chapter: number; verse: number; text: string };

// The size of a Protestant Bible: 31,102 verses, 66 books of 25 chapters here.
const VERSE_COUNT = 31_102;
const words = "grace peace light word spirit truth life love faith hope bread water shepherd".split(" ");

/** A Bible's worth of verses, each text about `textLength` characters. */
function verses(textLength: number): Verse[] {
  const perBook = Math.ceil(VERSE_COUNT / bibleBooks.length);
  return Array.from({ length: VERSE_COUNT }, (_, index) => {
    const book = bibleBooks[Math.floor(index / perBook)]!.osis;
    const within = index % perBook;
    let text = "";
    for (let word = index; text.length < textLength; word += 7) text += `${words[word % words.length]} `;
    return { book, chapter: Math.floor(within / 20) + 1, verse: (within % 20) + 1, text: text.trim() };
  });
}

const writers = {
  osis: (all: Verse[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<osis><osisText>${all
      .map(({ book, chapter, verse, text }) => {
        const id = `${book}.${chapter}.${verse}`;
        return `<verse sID="${id}" osisID="${id}"/>${text}<verse eID="${id}"/>\n`;
      })
      .join("")}</osisText></osis>\n`,
  usfm: (all: Verse[]) =>
    all
      .map(({ book, chapter, verse, text }, index) => {
        const previous = all[index - 1];
        const head = previous?.book === book ? "" : `\\id ${book}\n`;
        const chapterLine = previous?.book === book && previous.chapter === chapter ? "" : `\\c ${chapter}\n\\p\n`;
        return `${head}${chapterLine}\\v ${verse} ${text}\n`;
      })
      .join(""),
  csv: (all: Verse[]) => {
    const rows = all.map(({ book, chapter, verse, text }) => `${book},${chapter},${verse},"${text}"\n`);
    return `book,chapter,verse,text\n${rows.join("")}`;
  },
};

/** A whole Bible in `format`, as close under the 12 MB limit as a verse's length allows. */
export function bibleAtLimit(format: keyof typeof writers): string {
  const size = (textLength: number) => Buffer.byteLength(writers[format](verses(textLength)));
  // Bytes grow with the text length by about the verse count per character: start from that guess.
  let length = Math.floor((MAX_BIBLE_BYTES - size(0)) / VERSE_COUNT);
  while (size(length) > MAX_BIBLE_BYTES) length--;
  return writers[format](verses(length));
}

/** A glossary CSV of the most terms allowed, each with a rendering in every language, under 512 KB. */
export function glossaryAtLimit(): string {
  const header = ["term", "keep", ...renderingLanguages].join(",");
  const rows = Array.from({ length: MAX_IMPORT_ROWS }, (_, index) =>
    [
      `Term ${index}`,
      "",
      ...renderingLanguages.map((language) => `${language} rendering ${index} `.repeat(3).trim()),
    ].join(","),
  );
  return `${header}\n${rows.join("\n")}\n`;
}

/** A PNG of noise (nothing to compress) just under the 5 MB upload limit. */
export async function imageAtByteLimit(): Promise<Buffer> {
  let side = Math.floor(Math.sqrt(MAX_IMAGE_BYTES / 3));
  for (;;) {
    const pixels = Buffer.alloc(side * side * 3);
    // xorshift32: noise that does not compress, the same on every run.
    let seed = 2_463_534_242;
    for (let index = 0; index < pixels.length; index++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      pixels[index] = seed & 0xff;
    }
    const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer();
    if (png.length <= MAX_IMAGE_BYTES) return png;
    side -= 16;
  }
}

/** A JPEG of nearly the most pixels an upload may have, small in bytes. */
export async function imageAtPixelLimit(): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS)) - 8;
  return sharp({ create: { width: side, height: side, channels: 3, background: "#c2410c" } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
