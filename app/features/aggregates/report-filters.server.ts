import { hasNoOrganisation, organisationScope } from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { dateFormat } from "#app/utils/format.ts";
import { parseRange, rangeBounds, type RangeInput } from "#app/features/aggregates/date-range.ts";
import type { FigureScope } from "#app/features/aggregates/figure-scope.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { isSuperAdmin } from "#app/features/auth/roles.ts";

/**
 * What a dashboard or analytics request is about: which organisation (or all), which instants,
 * and in which zone they were computed. Shared by the dashboard, analytics and CSV exports so a
 * drill-down link always shows the same rows its tile counted.
 */
export type ReportFilters = FigureScope & {
  /** The organisation filter shown in the URL (empty for "all"). */
  orgParam: string;
  /** Set when an organisation-level user has no organisation: they see nothing. */
  unassigned: boolean;
  range: RangeInput;
};

/**
 * Reads ?org=&range=&from=&to=. Organisation-level users are pinned to their own organisation
 * whatever the URL says; an unknown ?org= from the super administrator means "all".
 */
export async function resolveFilters(
  user: SessionUser,
  params: URLSearchParams,
  now = new Date(),
): Promise<ReportFilters> {
  const range = parseRange(params);
  const requested = params.get("org") ?? "";
  let organisationId: string | null;
  let timeZone: string;
  if (isSuperAdmin(user)) {
    const organisation = requested ? await organisationZone(requested) : null;
    organisationId = organisation?.id ?? null;
    timeZone = organisation?.timeZone ?? "UTC";
  } else {
    organisationId = organisationScope(user).organisationId ?? null;
    // Read with who is asking (permissions.server.ts), not a statement of its own (decision 067).
    timeZone = user.organisation?.timeZone ?? "UTC";
  }
  return {
    organisationId,
    orgParam: isSuperAdmin(user) ? (organisationId ?? "") : "",
    unassigned: hasNoOrganisation(user),
    timeZone: safeTimeZone(timeZone),
    range,
    bounds: rangeBounds(range, safeTimeZone(timeZone), now),
    now,
  };
}

/**
 * An organisation's time zone, or null when there is no such organisation. SQL rather than a
 * Prisma query: every dashboard and analytics request asks it, and Prisma plans a model query each
 * time it runs (about 1 ms, decision 048).
 */
async function organisationZone(id: string) {
  const [row] = await prisma.$queryRaw<{ id: string; timeZone: string }[]>`
    SELECT "id", "timeZone" FROM "Organisation" WHERE "id" = ${id} LIMIT 1`;
  return row ?? null;
}

/**
 * A zone name saved by hand could be wrong; UTC is a better answer than a crashed dashboard.
 * Checked through the shared formatter cache: building a formatter on every request showed.
 */
function safeTimeZone(timeZone: string) {
  try {
    dateFormat("en", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** The Prisma `where` fragment for tables that carry organisationId. */
export function organisationWhere(filters: ReportFilters): { organisationId?: string } {
  return filters.organisationId ? { organisationId: filters.organisationId } : {};
}

/** The search parameters that reproduce these filters in a link. */
export function filterSearch(filters: ReportFilters): Record<string, string> {
  const search: Record<string, string> = { range: filters.range.range };
  if (filters.range.range === "custom" && filters.range.from && filters.range.to) {
    search.from = filters.range.from;
    search.to = filters.range.to;
  }
  if (filters.orgParam) search.org = filters.orgParam;
  return search;
}
