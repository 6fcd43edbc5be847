// npm run db:rebuild-aggregates [-- --dry-run] — recomputes the dashboard aggregates
// (SalvationPerson, OrganisationDay, OrganisationDayCount, OrganisationCount and the month tables;
// decision 018) from the raw rows, for an existing database or after a restore, and prints one
// JSON line: per table, the rows it should hold and how many differed (and were replaced, unless
// --dry-run). Safe to run any time: it works inside one write transaction.
import { rebuildAggregates } from "#app/features/aggregates/rebuild.server.ts";
import { prisma } from "#app/utils/db.server.ts";

const dryRun = process.argv.includes("--dry-run");
try {
  const tables = await rebuildAggregates({ dryRun });
  const differences = Object.values(tables).reduce((sum, table) => sum + table.differences, 0);
  console.log(JSON.stringify({ dryRun, differences, fixed: dryRun ? 0 : differences, tables }));
} finally {
  await prisma.$disconnect();
}
