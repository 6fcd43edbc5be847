import type { MessageKey } from "#app/locales/keys.ts";

/** userType values of the spec (section 6). Stored on User.userType and mirrored in localStorage. */
export const UserType = {
  SuperAdmin: 1,
  OrgAdmin: 2,
  Staff: 3,
  Member: 4,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const allUserTypes: UserType[] = [1, 2, 3, 4];

/** The role name a userType stands for; the spec leaves the link to a stored role open, so it is derived. */
export const roleKeyOf: Record<UserType, MessageKey> = {
  1: "roles.superAdmin",
  2: "roles.admin",
  3: "roles.staff",
  4: "roles.user",
};

export function isUserType(value: unknown): value is UserType {
  return value === 1 || value === 2 || value === 3 || value === 4;
}
