import { Prisma } from "#app/generated/prisma/client.ts";
import type { ReportFilters } from "./report-filters.server.ts";

/** `AND <column> = ?` for one organisation, nothing for all: composed fragments, values always bound. */
export function organisationClause(filters: ReportFilters, column: Prisma.Sql): Prisma.Sql {
  return filters.organisationId ? Prisma.sql`AND ${column} = ${filters.organisationId}` : Prisma.empty;
}

/** SQLite returns COUNT(*) as bigint through the adapter; charts want plain numbers. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
