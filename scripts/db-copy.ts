// Copies every table, index and trigger of one libSQL/SQLite database into an empty one, reading
// the source inside a single read transaction so the copy is one consistent moment.
import type { Client, InValue } from "@libsql/client";

const PAGE = 500;

export async function copyDatabase(source: Client, target: Client) {
  const read = await source.transaction("read");
  try {
    const schema = await read.execute(
      "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER " +
        "BY CASE type WHEN 'table' THEN 0 ELSE 1 END",
    );
    const tables = schema.rows.filter((row) => row.type === "table");
    for (const table of tables) await target.execute(String(table.sql));
    await target.execute("PRAGMA foreign_keys = OFF");
    for (const table of tables) {
      const name = `"${String(table.name).replace(/"/g, '""')}"`;
      const order = await pageOrder(read, name, String(table.sql));
      for (let offset = 0; ; offset += PAGE) {
        const page = await read.execute({
          sql: `SELECT * FROM ${name} ORDER BY ${order} LIMIT ? OFFSET ?`,
          args: [PAGE, offset],
        });
        if (page.rows.length === 0) break;
        const placeholders = `(${page.columns.map(() => "?").join(", ")})`;
        await target.batch(
          page.rows.map((row) => ({
            sql: `INSERT INTO ${name} VALUES ${placeholders}`,
            args: page.columns.map((_column, index) => row[index] as InValue),
          })),
          "write",
        );
        if (page.rows.length < PAGE) break;
      }
    }
    // Indexes and triggers after the rows: faster, and triggers must not fire on the copy.
    for (const other of schema.rows.filter((row) => row.type !== "table")) await target.execute(String(other.sql));
  } finally {
    read.close();
  }
}

/** A stable order to page through a table: its rowid, or for a WITHOUT ROWID table its primary key. */
async function pageOrder(read: { execute: Client["execute"] }, name: string, sql: string) {
  if (!/WITHOUT\s+ROWID/i.test(sql)) return "rowid";
  const columns = await read.execute(`PRAGMA table_info(${name})`);
  const key = columns.rows
    .filter((column) => Number(column.pk) > 0)
    .sort((a, b) => Number(a.pk) - Number(b.pk))
    .map((column) => `"${String(column.name).replace(/"/g, '""')}"`);
  return key.join(", ") || "1";
}
