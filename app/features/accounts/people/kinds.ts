import type { PageKey } from "#app/features/auth/page-access.ts";
import { UserType } from "#app/features/auth/roles.ts";

/**
 * Users, staff members and administrators are one table (User) told apart by userType; each
 * list page manages exactly one userType, which the server sets from the page, never the form.
 */
export const peopleKinds = {
  users: { userType: UserType.Member, page: "users", path: "/users", section: "users" },
  staff: { userType: UserType.Staff, page: "staffMembers", path: "/staff-members", section: "staff" },
  admins: { userType: UserType.OrganisationAdmin, page: "administrators", path: "/administrators", section: "admins" },
} as const satisfies Record<string, { userType: UserType; page: PageKey; path: string; section: string }>;

export type PeopleKind = keyof typeof peopleKinds;
