import { expect, test } from "vitest";
import { UserType } from "#app/features/auth/roles.ts";
import { menuUrls } from "./menu.ts";

// The menu of each user type, as requirements R3.2 list it (moved from the browser tests: it needs
// no browser). tests/e2e/roles.spec.ts checks that each signed-in menu shows exactly these links.
test("the four menus are those of requirements R3.2", () => {
  expect(menuUrls(UserType.SuperAdmin)).toEqual([
    "/dashboard",
    "/profile",
    "/administrators",
    "/staff-members",
    "/users",
    "/churches",
    "/admin/events",
    "/deletion-requests",
  ]);
  expect(menuUrls(UserType.OrganisationAdmin)).toEqual([
    "/dashboard",
    "/profile",
    "/church",
    "/staff-members",
    "/users",
    "/events",
    "/real-time-sermon-translation",
    "/deletion-requests",
  ]);
  expect(menuUrls(UserType.Staff)).toEqual([
    "/dashboard",
    "/profile",
    "/users",
    "/events",
    "/real-time-sermon-translation",
  ]);
  expect(menuUrls(UserType.Member)).toEqual([
    "/dashboard",
    "/profile",
    "/live-sermon-translator",
    "/user/events",
    "/privacy-policy",
    "/request-delete",
  ]);
});
