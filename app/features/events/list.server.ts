import type { Prisma } from "#app/generated/prisma/client.ts";
import type { PageKey } from "#app/features/auth/page-access.ts";
import { assignableOrganisations, organisationFilter } from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { listState, pagedRows, readListQuery } from "#app/utils/list-query.server.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";

const sorts = {
  date: [{ startsAt: "desc" }],
  name: [{ name: "asc" }],
  newest: [{ createdAt: "desc" }],
} satisfies Record<string, Prisma.EventOrderByWithRelationInput[]>;
const sortKeys = Object.keys(sorts) as [keyof typeof sorts, ...(keyof typeof sorts)[]];

/** /events (own organisation, or all for the super administrator) and /admin/events (all). */
export async function loadEventList(request: Request, page: Extract<PageKey, "events" | "adminEvents">) {
  const viewer = await requireAccess(request, page);
  const query = readListQuery(request, sortKeys);
  const where: Prisma.EventWhereInput = {
    ...organisationFilter(viewer, query.organisationId),
    ...(query.q ? { OR: [{ name: { contains: query.q } }, { description: { contains: query.q } }] } : {}),
  };
  const [{ rows: events, total, pages }, organisations] = await Promise.all([
    pagedRows(
      query.page,
      () => prisma.event.count({ where }),
      (window) =>
        prisma.event.findMany({
          where,
          orderBy: sorts[query.sort],
          ...window,
          select: {
            id: true,
            name: true,
            startsAt: true,
            organisation: { select: { name: true, timeZone: true } },
            _count: { select: { images: true } },
          },
        }),
    ),
    assignableOrganisations(viewer),
  ]);
  return {
    events,
    list: listState(query, pages, total, organisations),
  };
}
