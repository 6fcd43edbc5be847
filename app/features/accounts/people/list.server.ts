import type { Prisma } from "#app/generated/prisma/client.ts";
import { assignableOrganisations, organisationFilter } from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { listState, pagedRows, readListQuery } from "#app/utils/list-query.server.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { peopleKinds, type PeopleKind } from "./kinds.ts";

const sorts = {
  name: [{ firstName: "asc" }, { lastName: "asc" }],
  newest: [{ createdAt: "desc" }],
  email: [{ email: "asc" }],
} satisfies Record<string, Prisma.UserOrderByWithRelationInput[]>;
const sortKeys = Object.keys(sorts) as [keyof typeof sorts, ...(keyof typeof sorts)[]];

export async function loadPeopleList(request: Request, kind: PeopleKind) {
  const { userType, page } = peopleKinds[kind];
  const viewer = await requireAccess(request, page);
  const query = readListQuery(request, sortKeys);
  const where: Prisma.UserWhereInput = {
    userType,
    ...organisationFilter(viewer, query.organisationId),
    ...(query.q
      ? {
          OR: [
            { firstName: { contains: query.q } },
            { lastName: { contains: query.q } },
            { email: { contains: query.q } },
            { phone: { contains: query.q } },
          ],
        }
      : {}),
  };
  const [{ rows: people, total, pages }, organisations] = await Promise.all([
    pagedRows(
      query.page,
      () => prisma.user.count({ where }),
      (window) =>
        prisma.user.findMany({
          where,
          orderBy: sorts[query.sort],
          ...window,
          select: {
            id: true,
            firstName: true,
            lastName: true,
            email: true,
            phone: true,
            createdAt: true,
            organisation: { select: { name: true } },
          },
        }),
    ),
    assignableOrganisations(viewer),
  ]);
  return {
    kind,
    people,
    list: listState(query, pages, total, organisations),
  };
}
