/**
 * The 66 books of the Protestant canon, in canonical order, with their OSIS ids and the names
 * listeners know them by in each live language. Pure data (no Node or browser APIs): the room
 * (workerd), the web app and scripts all import it; a scripture-reference detector can reuse
 * `bibleBooks` and `spokenBookNames`.
 *
 * Sources of the names (the conventional book titles of each language's widely used Bible):
 *   es  Reina-Valera 1960 (Sociedades Bíblicas en América Latina)
 *   pt  Almeida Revista e Atualizada / Revista e Corrigida (Sociedade Bíblica do Brasil)
 *   id  Terjemahan Baru (Lembaga Alkitab Indonesia, 1974)
 *   zh  Chinese Union Version, simplified script (和合本, 神版)
 *   ar  Smith–Van Dyck Arabic Bible (1865)
 *   hi  Hindi O.V. "पवित्र बाइबिल" (Bible Society of India)
 *   en  the common English titles (KJV/ESV/NIV); `alsoEn` lists the other spoken forms.
 */
import type { GlossaryLanguage } from "./types.ts";

export type BibleBook = {
  /** OSIS book id: "Gen", "1Cor", "Ps". Stable: other features key on it. */
  osis: string;
  /** The book's name in each live language, as that language's Bible titles it. */
  names: Record<GlossaryLanguage, string>;
  /** Other ways English speakers say the name ("Psalm", "Song of Songs", "First Corinthians"). */
  alsoEn: string[];
  /**
   * True when the English name is also a person or an everyday word ("Job", "Acts", "Mark",
   * "Romans"): it is read as the book only next to a chapter number or after "book of".
   */
  contextual: boolean;
};

// osis | en | es | pt | id | zh | ar | hi | flags ("c" = contextual) | other English forms (";")
// A row ending in "\" goes on on the next line: a template line continuation adds no character.
const rows = `
Gen|Genesis|Génesis|Gênesis|Kejadian|创世记|التكوين|उत्पत्ति||
Exod|Exodus|Éxodo|Êxodo|Keluaran|出埃及记|الخروج|निर्गमन||
Lev|Leviticus|Levítico|Levítico|Imamat|利未记|اللاويين|लैव्यव्यवस्था||
Num|Numbers|Números|Números|Bilangan|民数记|العدد|गिनती|c|
Deut|Deuteronomy|Deuteronomio|Deuteronômio|Ulangan|申命记|التثنية|व्यवस्थाविवरण||
Josh|Joshua|Josué|Josué|Yosua|约书亚记|يشوع|यहोशू|c|
Judg|Judges|Jueces|Juízes|Hakim-hakim|士师记|القضاة|न्यायियों|c|
Ruth|Ruth|Rut|Rute|Rut|路得记|راعوث|रूत|c|
1Sam|1 Samuel|1 Samuel|1 Samuel|1 Samuel|撒母耳记上|صموئيل الأول|1 शमूएल||
2Sam|2 Samuel|2 Samuel|2 Samuel|2 Samuel|撒母耳记下|صموئيل الثاني|2 शमूएल||
1Kgs|1 Kings|1 Reyes|1 Reis|1 Raja-raja|列王纪上|الملوك الأول|1 राजाओं||
2Kgs|2 Kings|2 Reyes|2 Reis|2 Raja-raja|列王纪下|الملوك الثاني|2 राजाओं||
1Chr|1 Chronicles|1 Crónicas|1 Crônicas|1 Tawarikh|历代志上|أخبار الأيام الأول|1 इतिहास||
2Chr|2 Chronicles|2 Crónicas|2 Crônicas|2 Tawarikh|历代志下|أخبار الأيام الثاني|2 इतिहास||
Ezra|Ezra|Esdras|Esdras|Ezra|以斯拉记|عزرا|एज्रा|c|
Neh|Nehemiah|Nehemías|Neemias|Nehemia|尼希米记|نحميا|नहेम्याह|c|
Esth|Esther|Ester|Ester|Ester|以斯帖记|أستير|एस्तेर|c|
Job|Job|Job|Jó|Ayub|约伯记|أيوب|अय्यूब|c|
Ps|Psalms|Salmos|Salmos|Mazmur|诗篇|المزامير|भजन संहिता||Psalm;Book of Psalms
Prov|Proverbs|Proverbios|Provérbios|Amsal|箴言|الأمثال|नीतिवचन||
Eccl|Ecclesiastes|Eclesiastés|Eclesiastes|Pengkhotbah|传道书|الجامعة|सभोपदेशक||
Song|Song of Solomon|Cantares|Cântico dos Cânticos|Kidung Agung|雅歌|نشيد الأنشاد|श्रेष्ठगीत||\
Song of Songs;Songs of Solomon
Isa|Isaiah|Isaías|Isaías|Yesaya|以赛亚书|إشعياء|यशायाह|c|
Jer|Jeremiah|Jeremías|Jeremias|Yeremia|耶利米书|إرميا|यिर्मयाह|c|
Lam|Lamentations|Lamentaciones|Lamentações|Ratapan|耶利米哀歌|مراثي إرميا|विलापगीत|c|
Ezek|Ezekiel|Ezequiel|Ezequiel|Yehezkiel|以西结书|حزقيال|यहेजकेल|c|
Dan|Daniel|Daniel|Daniel|Daniel|但以理书|دانيال|दानिय्येल|c|
Hos|Hosea|Oseas|Oseias|Hosea|何西阿书|هوشع|होशे|c|
Joel|Joel|Joel|Joel|Yoel|约珥书|يوئيل|योएल|c|
Amos|Amos|Amós|Amós|Amos|阿摩司书|عاموس|आमोस|c|
Obad|Obadiah|Abdías|Obadias|Obaja|俄巴底亚书|عوبديا|ओबद्याह|c|
Jonah|Jonah|Jonás|Jonas|Yunus|约拿书|يونان|योना|c|
Mic|Micah|Miqueas|Miqueias|Mikha|弥迦书|ميخا|मीका|c|
Nah|Nahum|Nahúm|Naum|Nahum|那鸿书|ناحوم|नहूम|c|
Hab|Habakkuk|Habacuc|Habacuque|Habakuk|哈巴谷书|حبقوق|हबक्कूक|c|
Zeph|Zephaniah|Sofonías|Sofonias|Zefanya|西番雅书|صفنيا|सपन्याह|c|
Hag|Haggai|Hageo|Ageu|Hagai|哈该书|حجي|हाग्गै|c|
Zech|Zechariah|Zacarías|Zacarias|Zakharia|撒迦利亚书|زكريا|जकर्याह|c|
Mal|Malachi|Malaquías|Malaquias|Maleakhi|玛拉基书|ملاخي|मलाकी|c|
Matt|Matthew|Mateo|Mateus|Matius|马太福音|متى|मत्ती|c|
Mark|Mark|Marcos|Marcos|Markus|马可福音|مرقس|मरकुस|c|
Luke|Luke|Lucas|Lucas|Lukas|路加福音|لوقا|लूका|c|
John|John|Juan|João|Yohanes|约翰福音|يوحنا|यूहन्ना|c|
Acts|Acts|Hechos|Atos|Kisah Para Rasul|使徒行传|أعمال الرسل|प्रेरितों के काम|c|Acts of the Apostles;The Acts of the Apostles
Rom|Romans|Romanos|Romanos|Roma|罗马书|رومية|रोमियों|c|
1Cor|1 Corinthians|1 Corintios|1 Coríntios|1 Korintus|哥林多前书|كورنثوس الأولى|1 कुरिन्थियों||
2Cor|2 Corinthians|2 Corintios|2 Coríntios|2 Korintus|哥林多后书|كورنثوس الثانية|2 कुरिन्थियों||
Gal|Galatians|Gálatas|Gálatas|Galatia|加拉太书|غلاطية|गलातियों|c|
Eph|Ephesians|Efesios|Efésios|Efesus|以弗所书|أفسس|इफिसियों|c|
Phil|Philippians|Filipenses|Filipenses|Filipi|腓立比书|فيلبي|फिलिप्पियों|c|
Col|Colossians|Colosenses|Colossenses|Kolose|歌罗西书|كولوسي|कुलुस्सियों|c|
1Thess|1 Thessalonians|1 Tesalonicenses|1 Tessalonicenses|1 Tesalonika|帖撒罗尼迦前书|تسالونيكي الأولى|1 थिस्सलुनीकियों||
2Thess|2 Thessalonians|2 Tesalonicenses|2 Tessalonicenses|2 Tesalonika|帖撒罗尼迦后书|تسالونيكي الثانية|2 थिस्सलुनीकियों||
1Tim|1 Timothy|1 Timoteo|1 Timóteo|1 Timotius|提摩太前书|تيموثاوس الأولى|1 तीमुथियुस||
2Tim|2 Timothy|2 Timoteo|2 Timóteo|2 Timotius|提摩太后书|تيموثاوس الثانية|2 तीमुथियुस||
Titus|Titus|Tito|Tito|Titus|提多书|تيطس|तीतुस|c|
Phlm|Philemon|Filemón|Filemom|Filemon|腓利门书|فليمون|फिलेमोन|c|
Heb|Hebrews|Hebreos|Hebreus|Ibrani|希伯来书|العبرانيين|इब्रानियों|c|
Jas|James|Santiago|Tiago|Yakobus|雅各书|يعقوب|याकूब|c|
1Pet|1 Peter|1 Pedro|1 Pedro|1 Petrus|彼得前书|بطرس الأولى|1 पतरस||
2Pet|2 Peter|2 Pedro|2 Pedro|2 Petrus|彼得后书|بطرس الثانية|2 पतरस||
1John|1 John|1 Juan|1 João|1 Yohanes|约翰一书|يوحنا الأولى|1 यूहन्ना||
2John|2 John|2 Juan|2 João|2 Yohanes|约翰二书|يوحنا الثانية|2 यूहन्ना||
3John|3 John|3 Juan|3 João|3 Yohanes|约翰三书|يوحنا الثالثة|3 यूहन्ना||
Jude|Jude|Judas|Judas|Yudas|犹大书|يهوذا|यहूदा|c|
Rev|Revelation|Apocalipsis|Apocalipse|Wahyu|启示录|رؤيا يوحنا|प्रकाशितवाक्य|c|\
Revelations;Book of Revelation;Revelation of John
`;

const ordinals: Record<string, string[]> = {
  "1": ["First", "1st", "I"],
  "2": ["Second", "2nd", "II"],
  "3": ["Third", "3rd", "III"],
};

/** "1 Corinthians" → also "First Corinthians", "1st Corinthians", "I Corinthians", "1Corinthians". */
function numberedForms(name: string): string[] {
  const match = /^([123]) (.+)$/.exec(name);
  if (!match) return [];
  const [, number, rest] = match as unknown as [string, string, string];
  return [...(ordinals[number] ?? []).map((word) => `${word} ${rest}`), `${number}${rest}`];
}

export const bibleBooks: readonly BibleBook[] = rows
  .trim()
  .split("\n")
  .map((line) => {
    const [osis, en, es, pt, id, zh, ar, hi, flags, more] = line.split("|") as string[];
    return {
      osis: osis!,
      names: { en: en!, es: es!, pt: pt!, id: id!, zh: zh!, ar: ar!, hi: hi! },
      alsoEn: [...(more ? more.split(";") : []), ...numberedForms(en!)],
      contextual: flags === "c",
    };
  });

/** Every English form a speaker may use for a book: its title and the spoken variants. */
export function spokenBookNames(book: BibleBook): string[] {
  return [book.names.en, ...book.alsoEn];
}

export const bibleBookByOsis: ReadonlyMap<string, BibleBook> = new Map(bibleBooks.map((book) => [book.osis, book]));
