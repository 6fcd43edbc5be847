import { expect, test } from "vitest";
import { UserType } from "#app/features/auth/roles.ts";
import { menuFor, menuUrls } from "./menu.ts";

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

test('"Go live" says "Live" only while one of the organisation\'s sermons is live (issue 28)', () => {
  const goLive = (userType: UserType, liveNow?: boolean) =>
    menuFor(userType, { liveNow })
      .flatMap((group) => group.children)
      .find((entry) => entry.id === "go-live");
  for (const userType of [UserType.OrganisationAdmin, UserType.Staff]) {
    expect(goLive(userType)?.badge).toBeUndefined();
    expect(goLive(userType, false)?.badge).toBeUndefined();
    expect(goLive(userType, true)?.badge).toEqual({ titleKey: "nav.badgeLive", tone: "warning" });
  }
});
