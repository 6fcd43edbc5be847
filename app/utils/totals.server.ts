import { prisma } from "./db.server.ts";
import { organisationScope, type SessionUser } from "./permissions.server.ts";

/**
 * The dashboard's top-level totals, counted in the database and limited to what the user may see.
 * The super administrator's totals follow the dashboard's organisation filter (`focus`) when set.
 */
export async function dashboardTotals(user: SessionUser, focus?: string | null) {
  const scope = user.userType === 1 && focus ? { organisationId: focus } : organisationScope(user);
  const organisationWhere = scope.organisationId ? { id: scope.organisationId } : {};
  const [organisations, administrators, staff, users, events, sessions, liveOrganisations] = await Promise.all([
    prisma.organisation.count({ where: organisationWhere }),
    prisma.user.count({ where: { ...scope, userType: 2 } }),
    prisma.user.count({ where: { ...scope, userType: 3 } }),
    prisma.user.count({ where: { ...scope, userType: 4 } }),
    prisma.event.count({ where: scope }),
    prisma.sermon.count({ where: scope }),
    prisma.organisation.count({ where: { ...organisationWhere, sermons: { some: { status: "live" } } } }),
  ]);
  return { organisations, administrators, staff, users, events, sessions, liveOrganisations };
}
