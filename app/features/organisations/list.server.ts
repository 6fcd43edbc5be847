import type { Prisma } from "#app/generated/prisma/client.ts";
import { prisma } from "#app/utils/db.server.ts";
import { listState, pagedRows, readListQuery } from "#app/utils/list-query.server.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";

const sorts = {
  name: [{ name: "asc" }],
  newest: [{ createdAt: "desc" }],
} satisfies Record<string, Prisma.OrganisationOrderByWithRelationInput[]>;
const sortKeys = Object.keys(sorts) as [keyof typeof sorts, ...(keyof typeof sorts)[]];

/** Organisations are the super administrator's alone, so no organisation filter applies. */
export async function loadOrganisationList(request: Request) {
  await requireAccess(request, "churches");
  const query = readListQuery(request, sortKeys);
  const where: Prisma.OrganisationWhereInput = query.q
    ? { OR: [{ name: { contains: query.q } }, { city: { contains: query.q } }, { country: { contains: query.q } }] }
    : {};
  const {
    rows: organisations,
    total,
    pages,
  } = await pagedRows(
    query.page,
    () => prisma.organisation.count({ where }),
    (window) =>
      prisma.organisation.findMany({
        where,
        orderBy: sorts[query.sort],
        ...window,
        select: { id: true, name: true, city: true, country: true, _count: { select: { users: true, events: true } } },
      }),
  );
  return {
    organisations,
    list: listState({ ...query, organisationId: null }, pages, total, null),
  };
}
