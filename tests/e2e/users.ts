import path from "node:path";
import { UserType } from "#app/utils/user-types.ts";

/** The seed's demo logins, by userType. */
export const demoUsers = {
  [UserType.SuperAdmin]: { email: "super@example.org", fullName: "Sarah Mitchell" },
  [UserType.OrganisationAdmin]: { email: "admin@example.org" },
  [UserType.Staff]: { email: "staff@example.org" },
  [UserType.Member]: { email: "member@example.org", fullName: "Michael Okafor" },
} as const;
export type DemoUserType = keyof typeof demoUsers;
export const DEMO_PASSWORD = "everytongue";

export const storageStatePath = (userType: DemoUserType) =>
  path.join("tests", ".auth", `user-${userType}-${process.env.E2E_PORT ?? 3100}.json`);
