import { prisma } from "./db.server.ts";
import { organisationScope, type SessionUser } from "./permissions.server.ts";

export type OrganisationOption = { id: string; name: string };

/**
 * The organisations a user may pick in filters and forms: all of them for the super
 * administrator, none for anyone else (their own organisation is implied, never chosen).
 */
export async function organisationOptions(user: SessionUser): Promise<OrganisationOption[] | null> {
  if (user.userType !== 1) return null;
  return prisma.organisation.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } });
}

/**
 * The organisation a new or edited record belongs to. Only the super administrator chooses;
 * everyone else's records stay in their own organisation whatever the form says.
 */
export async function resolveOrganisationId(user: SessionUser, submitted: string | undefined): Promise<string | null> {
  if (user.userType !== 1) return user.organisationId;
  if (!submitted) return null;
  const exists = await prisma.organisation.count({ where: { id: submitted } });
  return exists ? submitted : null;
}

/**
 * The organisation part of a list's `where`: the viewer's scope, narrowed by the ?org= filter
 * when the viewer is the super administrator (anyone else's ?org= is ignored).
 */
export function organisationFilter(user: SessionUser, requested: string | null) {
  return { ...organisationScope(user), ...(user.userType === 1 && requested ? { organisationId: requested } : {}) };
}
