import { Prisma } from "#app/generated/prisma/client.ts";
import type { ReportFilters } from "./report-filters.server.ts";

/**
 * Prisma keeps SQLite DateTime columns as ISO text with a "+00:00" suffix; raw queries must
 * compare against the same spelling or text comparison puts "Z" and "+" in the wrong order.
 */
export function dbTime(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}

/** `AND <column> = ?` for one organisation, nothing for all: composed fragments, values always bound. */
export function organisationClause(filters: ReportFilters, column: Prisma.Sql): Prisma.Sql {
  return filters.organisationId ? Prisma.sql`AND ${column} = ${filters.organisationId}` : Prisma.empty;
}

/** SQLite returns COUNT(*) as bigint through the adapter; charts want plain numbers. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
