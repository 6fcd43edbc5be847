import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Paths are those of requirements §2; a few screens whose paths the original specification did
// not give (sign-up, forgot/reset password, deletion-request review) get plain names.
export default [
  // Public
  index("routes/auth/login.tsx", { id: "login-home" }),
  route("login", "routes/auth/login.tsx", { id: "login" }),
  route("logout", "routes/auth/logout.tsx"),
  route("sign-up", "routes/auth/sign-up.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("golive", "routes/mobile/golive.tsx"),
  route("joinlive", "routes/mobile/joinlive.tsx"),
  route("sermon/join/:broadcastId", "routes/mobile/sermon-join.tsx"),
  // Issue 12: a church's standing join link and its printable card.
  route("c/:code", "routes/public/standing-link.tsx"),
  route("c/:code/card", "routes/public/standing-card.tsx"),
  route("transcript/:broadcastId", "routes/resources/transcript-export.ts"),
  route("display/:token", "routes/public/display.tsx"),
  route("display-links", "routes/resources/display-links.ts"),
  route("api/display-token", "routes/api/display-token.ts"),
  // Public and shown to signed-in users alike, so it sits outside the console layout.
  route("privacy-policy", "routes/public/privacy-policy.tsx"),
  route("public/events", "routes/public/events.tsx"),
  route("theme", "routes/resources/theme.ts"),
  route("api/room-events", "routes/api/room-events.ts"),
  route("api/scripture-cards", "routes/api/scripture-cards.ts"),
  route("api/room-token", "routes/api/room-token.ts"),
  route("api/speech-token", "routes/api/speech-token.ts"),
  // The sample-data service the /basic/sample-users provider talks to (requirements R9.2).
  route("api/sample/users", "routes/api/sample-users.ts"),
  route("api/sample/users/:id", "routes/api/sample-user.ts"),
  // A download, not a page: outside the console layout (it checks access itself).
  route("analytics/export.csv", "routes/resources/analytics-export.ts"),
  route("uploads/:name", "routes/resources/uploads.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("glossary.csv", "routes/resources/glossary-export.ts"),

  // Console (inside the admin layout; every loader checks the user itself). The layout's id is
  // named, not its file path, because pages read its data by id (app/features/shell/console-user.ts).
  layout("routes/console/layout.tsx", { id: "console-layout" }, [
    route("dashboard", "routes/console/dashboard.tsx", { id: "dashboard" }),
    route("today-sermons", "routes/console/dashboard.tsx", { id: "today-sermons" }),
    route("profile", "routes/console/profile.tsx"),
    route("administrators", "routes/console/administrators.tsx"),
    route("administrators/new", "routes/console/administrator-editor.tsx", { id: "administrator-new" }),
    route("administrators/:userId", "routes/console/administrator-editor.tsx", { id: "administrator-edit" }),
    route("church", "routes/console/church.tsx"),
    route("church/scripture", "routes/console/scripture.tsx", { id: "church-scripture" }),
    route("church/listeners", "routes/console/church-listeners.tsx"),
    route("churches", "routes/console/churches.tsx"),
    route("churches/new", "routes/console/church-editor.tsx", { id: "church-new" }),
    route("churches/:organisationId", "routes/console/church-editor.tsx", { id: "church-edit" }),
    route("churches/:organisationId/scripture", "routes/console/scripture.tsx", { id: "churches-scripture" }),
    route("staff-members", "routes/console/staff-members.tsx"),
    route("staff-members/new", "routes/console/staff-editor.tsx", { id: "staff-new" }),
    route("staff-members/:userId", "routes/console/staff-editor.tsx", { id: "staff-edit" }),
    route("users", "routes/console/users.tsx"),
    route("users/new", "routes/console/user-editor.tsx", { id: "user-new" }),
    route("users/:userId", "routes/console/user-editor.tsx", { id: "user-edit" }),
    route("events", "routes/console/events.tsx"),
    route("events/new", "routes/console/event-editor.tsx", { id: "event-new" }),
    route("events/:eventId", "routes/console/event-editor.tsx", { id: "event-edit" }),
    route("admin/events", "routes/console/admin-events.tsx"),
    route("user/events", "routes/console/user-events.tsx"),
    route("analytics", "routes/console/analytics.tsx"),
    route("real-time-sermon-translation", "routes/console/go-live.tsx"),
    route("live-sermon-translator", "routes/console/join-live.tsx"),
    route("join/:broadcastId", "routes/console/join-broadcast.tsx"),
    route("request-delete", "routes/console/request-delete.tsx"),
    route("deletion-requests", "routes/console/deletion-requests.tsx"),
    route("dev-mailbox", "routes/console/dev-mailbox.tsx"),
    ...prefix("basic", [
      route("button", "routes/basic/button.tsx"),
      route("badges", "routes/basic/badges.tsx"),
      route("breadcrumb-paging", "routes/basic/breadcrumb-paging.tsx"),
      route("collapse", "routes/basic/collapse.tsx"),
      route("tabs-pills", "routes/basic/tabs-pills.tsx"),
      route("typography", "routes/basic/typography.tsx"),
      route("sample-users", "routes/basic/sample-users.tsx"),
    ]),
  ]),

  // Any other path: the default route is the dashboard (which sends strangers to sign in).
  route("*", "routes/resources/not-found.ts"),
] satisfies RouteConfig;
