import { expect, test } from "vitest";
import { menuUrls } from "./menu.ts";

// The menu of each user type, as spec section 6 lists it (moved from the browser tests: it needs
// no browser). tests/e2e/roles.spec.ts checks that each signed-in menu shows exactly these links.
test("the four menus are the spec's", () => {
  expect(menuUrls(1)).toEqual([
    "/dashboard", "/profile", "/administrators", "/staff-members", "/users", "/churches", "/admin/events",
    "/deletion-requests",
  ]);
  expect(menuUrls(2)).toEqual([
    "/dashboard", "/profile", "/church", "/staff-members", "/users", "/events", "/real-time-sermon-translation",
    "/deletion-requests",
  ]);
  expect(menuUrls(3)).toEqual(["/dashboard", "/profile", "/users", "/events", "/real-time-sermon-translation"]);
  expect(menuUrls(4)).toEqual([
    "/dashboard", "/profile", "/live-sermon-translator", "/user/events", "/privacy-policy", "/request-delete",
  ]);
});
