// The tenancy rule, in one place: the super administrator sees every organisation, everyone else
// sees their own, and someone without an organisation sees nothing (never everything). Loaders and
// actions ask here instead of comparing roles and organisation ids themselves.
import { prisma } from "#app/utils/db.server.ts";
import { notFound } from "#app/features/auth/permissions.server.ts";
import { isSuperAdmin } from "#app/features/auth/roles.ts";

/** Who is asking: the parts of the signed-in user (SessionUser) the rule reads. */
type Viewer = { userType: number; organisationId: string | null };

export type OrganisationOption = { id: string; name: string };

/** Matches no row: an organisation-level user without an organisation must see nothing, not everything. */
const NO_ORGANISATION = "__no_organisation__";

/**
 * A Prisma `where` fragment limiting a query to what this user may see: everything for the
 * super administrator, their own organisation for everyone else (nothing without one).
 */
export function organisationScope(user: Viewer): { organisationId?: string } {
  if (isSuperAdmin(user)) return {};
  return { organisationId: user.organisationId ?? NO_ORGANISATION };
}

/** Whether this user may see records of `organisationId`. */
export function canSeeOrganisation(user: Viewer, organisationId: string | null | undefined): boolean {
  if (isSuperAdmin(user)) return true;
  return Boolean(organisationId) && organisationId === user.organisationId;
}

/** A record of another organisation is answered as missing, so ids cannot be probed. */
export function requireSameOrganisation(user: Viewer, organisationId: string | null | undefined) {
  if (!canSeeOrganisation(user, organisationId)) notFound();
}

/** An organisation-level user who belongs to no organisation: every report of theirs is empty. */
export function hasNoOrganisation(user: Viewer): boolean {
  return !isSuperAdmin(user) && !user.organisationId;
}

/**
 * The organisation part of a list's `where`: the viewer's scope, narrowed by the ?org= filter
 * when the viewer is the super administrator (anyone else's ?org= is ignored).
 */
export function organisationFilter(user: Viewer, requested: string | null | undefined) {
  return { ...organisationScope(user), ...(isSuperAdmin(user) && requested ? { organisationId: requested } : {}) };
}

/**
 * The organisations a user may assign a record to in forms: all of them for the super
 * administrator, null for anyone else (their own organisation is implied, never chosen).
 */
export async function assignableOrganisations(user: Viewer): Promise<OrganisationOption[] | null> {
  if (!isSuperAdmin(user)) return null;
  return allOrganisations();
}

/** The organisations a user may look at in reports: all for the super administrator, otherwise their own. */
export async function visibleOrganisations(
  user: Viewer & { organisation: OrganisationOption | null },
): Promise<OrganisationOption[]> {
  if (isSuperAdmin(user)) return allOrganisations();
  // The option's own fields only: who is asking carries more (its zone) than a list shows.
  return user.organisation ? [{ id: user.organisation.id, name: user.organisation.name }] : [];
}

/**
 * The organisation a new or edited record belongs to. Only the super administrator chooses;
 * everyone else's records stay in their own organisation whatever the form says.
 */
export async function resolveOrganisationId(user: Viewer, submitted: string | undefined): Promise<string | null> {
  if (!isSuperAdmin(user)) return user.organisationId;
  if (!submitted) return null;
  const exists = await prisma.organisation.count({ where: { id: submitted } });
  return exists ? submitted : null;
}

function allOrganisations() {
  return prisma.organisation.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } });
}
