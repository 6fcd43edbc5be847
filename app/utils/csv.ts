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
