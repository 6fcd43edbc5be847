import { Prisma } from "#app/generated/prisma/client.ts";
import type { FigureScope } from "./figure-scope.ts";

/** `AND <column> = ?` for one organisation, nothing for all: composed fragments, values always bound. */
export function organisationClause(scope: Pick<FigureScope, "organisationId">, column: Prisma.Sql): Prisma.Sql {
  return scope.organisationId ? Prisma.sql`AND ${column} = ${scope.organisationId}` : Prisma.empty;
}

/** SQLite returns COUNT(*) as bigint through the adapter; charts want plain numbers. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
