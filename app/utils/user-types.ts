/** userType values (requirements R3.1). Stored on User.userType and mirrored in localStorage. */
export const UserType = {
  SuperAdmin: 1,
  OrgAdmin: 2,
  Staff: 3,
  Member: 4,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** The role name a userType stands for; derived, never stored apart (requirements R3.1). */
export const roleKeyOf: Record<UserType, string> = {
  1: "roles.superAdmin",
  2: "roles.admin",
  3: "roles.staff",
  4: "roles.user",
};

export function isUserType(value: unknown): value is UserType {
  return value === 1 || value === 2 || value === 3 || value === 4;
}
