// Copies every table, index and trigger of one libSQL/SQLite database into an empty one, reading
// the source inside a single read transaction so the copy is one consistent moment.
import type { Client, InValue } from "@libsql/client";

const PAGE = 500;

export async function copyDatabase(source: Client, target: Client) {
  const read = await source.transaction("read");
  try {
    const schema = await read.execute(
      "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY CASE type WHEN 'table' THEN 0 ELSE 1 END",
    );
    const tables = schema.rows.filter((row) => row.type === "table");
    for (const table of tables) await target.execute(String(table.sql));
    await target.execute("PRAGMA foreign_keys = OFF");
    for (const table of tables) {
      const name = `"${String(table.name).replace(/"/g, '""')}"`;
      for (let offset = 0; ; offset += PAGE) {
        const page = await read.execute({ sql: `SELECT * FROM ${name} ORDER BY rowid LIMIT ? OFFSET ?`, args: [PAGE, offset] });
        if (page.rows.length === 0) break;
        const placeholders = `(${page.columns.map(() => "?").join(", ")})`;
        await target.batch(
          page.rows.map((row) => ({ sql: `INSERT INTO ${name} VALUES ${placeholders}`, args: page.columns.map((_column, index) => row[index] as InValue) })),
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
