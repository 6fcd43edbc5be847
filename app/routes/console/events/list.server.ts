import type { Prisma } from "#app/generated/prisma/client.ts";
import type { PageKey } from "#app/utils/access.ts";
import { prisma } from "#app/utils/db.server.ts";
import { paging, readListQuery } from "#app/utils/list-query.server.ts";
import { organisationOptions } from "#app/utils/organisation-options.server.ts";
import { organisationScope, requireAccess } from "#app/utils/permissions.server.ts";

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
    ...organisationScope(viewer),
    ...(viewer.userType === 1 && query.organisationId ? { organisationId: query.organisationId } : {}),
    ...(query.q ? { OR: [{ name: { contains: query.q } }, { description: { contains: query.q } }] } : {}),
  };
  const total = await prisma.event.count({ where });
  const pages = paging(query.page, total);
  const [events, organisations] = await Promise.all([
    prisma.event.findMany({
      where,
      orderBy: sorts[query.sort],
      skip: pages.skip,
      take: pages.take,
      select: { id: true, name: true, startsAt: true, organisation: { select: { name: true, timeZone: true } }, _count: { select: { images: true } } },
    }),
    organisationOptions(viewer),
  ]);
  return {
    events,
    list: { total, page: pages.page, pages: pages.pages, q: query.q, sort: query.sort, organisationId: query.organisationId, organisations },
  };
}
