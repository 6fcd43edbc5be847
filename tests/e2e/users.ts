import path from "node:path";

/** The seed's demo logins, by userType. */
export const demoUsers = {
  1: { email: "super@example.org", fullName: "Sarah Mitchell" },
  2: { email: "admin@example.org" },
  3: { email: "staff@example.org" },
  4: { email: "member@example.org", fullName: "Michael Okafor" },
} as const;
export type DemoUserType = keyof typeof demoUsers;
export const DEMO_PASSWORD = "everytongue";

export const storageStatePath = (userType: DemoUserType) =>
  path.join("tests", ".auth", `user-${userType}-${process.env.E2E_PORT ?? 3100}.json`);
