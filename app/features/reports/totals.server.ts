import { allTimeCounts } from "#app/features/aggregates/figures.server.ts";
import { prisma } from "../../utils/db.server.ts";
import { organisationFilter } from "#app/features/auth/tenancy.server.ts";
import type { SessionUser } from "../auth/permissions.server.ts";
import { UserType } from "../auth/roles.ts";

/**
 * The dashboard's top-level totals, limited to what the user may see. People and sessions come
 * from OrganisationCount (kept by triggers, decision 018) instead of counting every account;
 * `raw` counts the rows themselves (the property test compares the two).
 * The super administrator's totals follow the dashboard's organisation filter (`focus`) when set.
 */
export async function dashboardTotals(user: SessionUser, focus?: string | null, { raw = false } = {}) {
  const scope = organisationFilter(user, focus);
  const organisationWhere = scope.organisationId ? { id: scope.organisationId } : {};
  const [organisations, people, events, liveOrganisations] = await Promise.all([
    prisma.organisation.count({ where: organisationWhere }),
    raw ? rawCounts(scope) : allTimeCounts(scope.organisationId ?? null),
    prisma.event.count({ where: scope }),
    prisma.organisation.count({ where: { ...organisationWhere, sermons: { some: { status: "live" } } } }),
  ]);
  return {
    organisations,
    administrators: people.get("user2") ?? 0,
    staff: people.get("user3") ?? 0,
    users: people.get("user4") ?? 0,
    events,
    sessions: people.get("sermons") ?? 0,
    liveOrganisations,
  };
}

async function rawCounts(scope: { organisationId?: string }) {
  const [administrators, staff, users, sessions] = await Promise.all([
    prisma.user.count({ where: { ...scope, userType: UserType.OrganisationAdmin } }),
    prisma.user.count({ where: { ...scope, userType: UserType.Staff } }),
    prisma.user.count({ where: { ...scope, userType: UserType.Member } }),
    prisma.sermon.count({ where: scope }),
  ]);
  return new Map([
    ["user2", administrators],
    ["user3", staff],
    ["user4", users],
    ["sermons", sessions],
  ]);
}
