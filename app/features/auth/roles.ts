import type { MessageKey } from "#app/locales/keys.ts";

/**
 * The four roles (userType values, requirements R3.1), stored on User.userType and mirrored in
 * localStorage. This is the one place that knows their numbers: everywhere else asks by name
 * (`UserType.Staff`) or through a predicate below (`canManageSermons(user)`).
 */
export const UserType = {
  SuperAdmin: 1,
  OrganisationAdmin: 2,
  Staff: 3,
  Member: 4,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** Anything that carries a role: the signed-in user, a profile row, a test fixture. */
type HasRole = { userType: number };

/** The role name a userType stands for; derived, never stored apart (requirements R3.1). */
export const roleKeyOf: Record<UserType, MessageKey> = {
  [UserType.SuperAdmin]: "roles.superAdmin",
  [UserType.OrganisationAdmin]: "roles.admin",
  [UserType.Staff]: "roles.staff",
  [UserType.Member]: "roles.user",
};

const userTypes: readonly number[] = Object.values(UserType);

export function isUserType(value: unknown): value is UserType {
  return typeof value === "number" && userTypes.includes(value);
}

/** Sees and manages every organisation. */
export const isSuperAdmin = (user: HasRole) => user.userType === UserType.SuperAdmin;

/** Administers one organisation. */
const isOrganisationAdmin = (user: HasRole) => user.userType === UserType.OrganisationAdmin;

/** An ordinary member (a listener): no console pages beyond their own. */
export const isMember = (user: HasRole) => user.userType === UserType.Member;

/** The people who run an organisation (its administrators and staff): they go live and operate sermons. */
export const worksForOrganisation = (user: HasRole) =>
  user.userType === UserType.OrganisationAdmin || user.userType === UserType.Staff;

/** May end or delete sermons (each still only within what tenancy lets them see). */
export const canManageSermons = (user: HasRole) => isSuperAdmin(user) || isOrganisationAdmin(user);
