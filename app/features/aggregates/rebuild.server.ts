// `npm run db:rebuild-aggregates`: the aggregate tables recomputed from the raw rows (tables.ts).
import { prisma } from "#app/utils/db.server.ts";
import { aggregateTables, nonZero } from "./tables.ts";

export type RebuildReport = Record<string, { expected: number; differences: number }>;

/**
 * Recomputes every aggregate table from the raw rows inside one write transaction and replaces
 * any that disagree. Returns, per table, how many rows it should hold and how many rows differed
 * (missing, extra or wrong), so an operator sees what was fixed. `dryRun` only counts.
 */
export async function rebuildAggregates({ dryRun = false } = {}): Promise<RebuildReport> {
  return prisma.$transaction(
    async (tx) => {
      const report: RebuildReport = {};
      for (const table of aggregateTables) {
        const scratch = `expected_${table.name}`;
        await tx.$executeRawUnsafe(`DROP TABLE IF EXISTS temp."${scratch}"`);
        await tx.$executeRawUnsafe(
          `CREATE TEMP TABLE "${scratch}" AS SELECT * FROM (SELECT ${table.columns} FROM "${table.name}" LIMIT 0)`,
        );
        await tx.$executeRawUnsafe(`INSERT INTO temp."${scratch}" (${table.columns}) ${table.expected}`);
        const live = `SELECT ${table.compare} FROM "${table.name}" WHERE ${nonZero[table.name]}`;
        const wanted = `SELECT ${table.compare} FROM temp."${scratch}" WHERE ${nonZero[table.name]}`;
        // A row counts once whether it is missing, extra or holds the wrong numbers.
        const [counts] = await tx.$queryRawUnsafe<{ expected: bigint; differences: bigint }[]>(
          `SELECT (SELECT COUNT(*) FROM (${wanted})) AS expected,
          (SELECT COUNT(*) FROM (SELECT ${table.key} FROM (${wanted} EXCEPT ${live}) UNION SELECT ${table.key}
            FROM (${live} EXCEPT ${wanted}))) AS differences`,
        );
        const differences = Number(counts?.differences ?? 0);
        report[table.name] = { expected: Number(counts?.expected ?? 0), differences };
        if (differences > 0 && !dryRun) {
          await tx.$executeRawUnsafe(`DELETE FROM "${table.name}"`);
          await tx.$executeRawUnsafe(
            `INSERT INTO "${table.name}" (${table.columns}) SELECT ${table.columns} FROM temp."${scratch}"
              WHERE ${nonZero[table.name]}`,
          );
        }
        await tx.$executeRawUnsafe(`DROP TABLE temp."${scratch}"`);
      }
      return report;
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
}
