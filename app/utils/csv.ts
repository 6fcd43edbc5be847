/**
 * CSV for spreadsheets (RFC 4180, CRLF). Cells that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab / carriage return) get a leading apostrophe: exported names
 * and e-mails are typed by the public, and must never execute on an administrator's machine.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  // The byte-order mark makes Excel read UTF-8 (names in Chinese, Portuguese accents) correctly.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

type CsvRow = {
  /** The line the row starts on (a quoted cell can span lines). */ line: number;
  cells: string[];
};
export type CsvRead = { ok: true; rows: CsvRow[] } | { ok: false; overflow: "rows" | "columns"; line: number };

/**
 * Reads RFC 4180 rows (quoted cells, doubled quotes, CRLF or LF, a leading byte-order mark) in
 * one pass, skipping rows with only blank cells. Uploaded files are read with it, so it stops at the first row
 * past `maxRows` or cell past `maxColumns`: a file's cost is bounded by its bytes and these.
 */
export function readCsv(text: string, limits: { maxRows: number; maxColumns: number }): CsvRead {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let line = 1;
  let rowLine = 1;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    let cell: string;
    if (text[index] === '"') {
      // A quoted cell: up to the quote that is not doubled; what follows it up to the separator is kept too.
      // Found first, then cut out once: a cell of many doubled quotes is not built a piece at a time.
      let quote = text.indexOf('"', index + 1);
      while (quote >= 0 && text[quote + 1] === '"') quote = text.indexOf('"', quote + 2);
      const end = quote < 0 ? text.length : quote;
      cell = text.slice(index + 1, end).replaceAll('""', '"');
      for (let at = index + 1; at < end; at++) if (text.charCodeAt(at) === 10) line++;
      index = quote < 0 ? text.length : quote + 1;
      const rest = unquotedEnd(text, index);
      cell += text.slice(index, rest);
      index = rest;
    } else {
      const end = unquotedEnd(text, index);
      cell = text.slice(index, end);
      index = end;
    }
    if (cells.length >= limits.maxColumns) return { ok: false, overflow: "columns", line: rowLine };
    cells.push(cell);
    if (text[index] === ",") {
      index++;
      continue;
    }
    // The end of a row: a line break or the end of the text.
    if (cells.some((value) => value.trim())) {
      if (rows.length >= limits.maxRows) return { ok: false, overflow: "rows", line: rowLine };
      rows.push({ line: rowLine, cells });
    }
    cells = [];
    if (index >= text.length) return { ok: true, rows };
    index += text[index] === "\r" && text[index + 1] === "\n" ? 2 : 1;
    line++;
    rowLine = line;
  }
}

/** Where an unquoted cell ends: at the next comma or line break. */
function unquotedEnd(text: string, from: number) {
  let index = from;
  while (index < text.length) {
    const char = text.charCodeAt(index);
    if (char === 44 || char === 10 || char === 13) break;
    index++;
  }
  return index;
}
