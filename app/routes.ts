import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Paths are those of requirements §2; a few screens whose paths the original specification did
// not give (sign-up, forgot/reset password, deletion-request review) get plain names.
export default [
  // Public
  index("features/auth/routes/login.tsx", { id: "login-home" }),
  route("login", "features/auth/routes/login.tsx", { id: "login" }),
  route("logout", "features/auth/routes/logout.tsx"),
  route("sign-up", "features/auth/routes/sign-up.tsx"),
  route("forgot-password", "features/auth/routes/forgot-password.tsx"),
  route("reset-password", "features/auth/routes/reset-password.tsx"),
  route("golive", "features/live/routes/mobile-go-live.tsx"),
  route("joinlive", "features/live/routes/mobile-join-live.tsx"),
  route("sermon/join/:broadcastId", "features/listener/routes/sermon-join.tsx"),
  route("sermon/join/:broadcastId/contact", "features/listener/routes/sermon-contact.ts"),
  // Issue 12: a church's standing join link and its printable card.
  route("c/:code", "features/listener/routes/standing-link.tsx"),
  route("c/:code/card", "features/listener/routes/standing-card.tsx"),
  route("c/:code/live", "features/listener/routes/standing-live.ts"),
  route("transcript/:broadcastId", "features/transcript/routes/transcript-export.ts"),
  route("display/:token", "features/display/routes/display.tsx"),
  route("display-links", "features/display/routes/display-links.ts"),
  route("api/display-token", "features/display/routes/display-token.ts"),
  // Public and shown to signed-in users alike, so it sits outside the console layout.
  route("privacy-policy", "features/shell/routes/privacy-policy.tsx"),
  route("public/events", "features/events/routes/public-events.tsx"),
  route("theme", "features/shell/routes/theme.ts"),
  route("api/room-events", "features/live/routes/room-events.ts"),
  route("api/scripture-cards", "features/scripture/routes/scripture-cards.ts"),
  route("api/segment-help", "features/memory/routes/segment-help.ts"),
  route("api/provider-relay", "features/providers/routes/provider-relay.ts"),
  route("api/room-token", "features/live/routes/room-token.ts"),
  route("api/prepared-review", "features/live/routes/prepared-review.ts"),
  route("api/speech-token", "features/live/routes/speech-token.ts"),
  // The sample-data service the /basic/sample-users provider talks to (requirements R9.2).
  route("api/sample/users", "features/style-guide/routes/sample-users-api.ts"),
  route("api/sample/users/:id", "features/style-guide/routes/sample-user-api.ts"),
  // Downloads and data, not pages: outside the console layout (each checks access itself).
  route("analytics/export.csv", "features/reports/routes/analytics-export.ts"),
  route("dashboard/rankings", "features/reports/routes/dashboard-rankings.ts"),
  route("uploads/:name", "routes/uploads.ts"),
  route("robots.txt", "features/seo/routes/robots.ts"),
  route("glossary.csv", "features/glossary/routes/glossary-export.ts"),
  route("memory-export", "features/memory/routes/memory-export.ts"),

  // Console (inside the admin layout; every loader checks the user itself). The layout's id is
  // named, not its file path, because pages read its data by id (app/features/shell/console-user.ts).
  layout("features/shell/routes/layout.tsx", { id: "console-layout" }, [
    route("dashboard", "features/reports/routes/dashboard.tsx", { id: "dashboard" }),
    route("today-sermons", "features/reports/routes/dashboard.tsx", { id: "today-sermons" }),
    route("profile", "features/accounts/routes/profile.tsx"),
    route("administrators", "features/accounts/routes/administrators.tsx"),
    route("administrators/new", "features/accounts/routes/administrator-editor.tsx", { id: "administrator-new" }),
    route("administrators/:userId", "features/accounts/routes/administrator-editor.tsx", { id: "administrator-edit" }),
    route("church", "features/organisations/routes/own-organisation.tsx"),
    route("church/scripture", "features/scripture/routes/scripture.tsx", { id: "church-scripture" }),
    route("church/listeners", "features/organisations/routes/organisation-listeners.tsx"),
    route("church/memory", "features/memory/routes/memory.tsx", { id: "church-memory" }),
    route("church/care", "features/care/routes/care.tsx", { id: "church-care" }),
    route("churches", "features/organisations/routes/organisations.tsx"),
    route("churches/new", "features/organisations/routes/organisation-editor.tsx", { id: "church-new" }),
    route("churches/:organisationId", "features/organisations/routes/organisation-editor.tsx", { id: "church-edit" }),
    route("churches/:organisationId/scripture", "features/scripture/routes/scripture.tsx", {
      id: "churches-scripture",
    }),
    route("churches/:organisationId/memory", "features/memory/routes/memory.tsx", { id: "churches-memory" }),
    route("churches/:organisationId/care", "features/care/routes/care.tsx", { id: "churches-care" }),
    route("staff-members", "features/accounts/routes/staff-members.tsx"),
    route("staff-members/new", "features/accounts/routes/staff-editor.tsx", { id: "staff-new" }),
    route("staff-members/:userId", "features/accounts/routes/staff-editor.tsx", { id: "staff-edit" }),
    route("users", "features/accounts/routes/users.tsx"),
    route("users/new", "features/accounts/routes/user-editor.tsx", { id: "user-new" }),
    route("users/:userId", "features/accounts/routes/user-editor.tsx", { id: "user-edit" }),
    route("events", "features/events/routes/events.tsx"),
    route("events/new", "features/events/routes/event-editor.tsx", { id: "event-new" }),
    route("events/:eventId", "features/events/routes/event-editor.tsx", { id: "event-edit" }),
    route("admin/events", "features/events/routes/admin-events.tsx"),
    route("user/events", "features/events/routes/user-events.tsx"),
    route("analytics", "features/reports/routes/analytics.tsx"),
    route("real-time-sermon-translation", "features/live/routes/go-live.tsx"),
    route("live-sermon-translator", "features/live/routes/join-live.tsx"),
    // A human interpreter's channel for one language of a live sermon (decision 064).
    route("interpret/:broadcastId", "features/live/routes/interpret.tsx"),
    // A member's join page: the listener's reading screen inside the console (decision 032).
    route("join/:broadcastId", "features/listener/routes/console-listen.tsx"),
    route("request-delete", "features/accounts/routes/request-delete.tsx"),
    route("deletion-requests", "features/accounts/routes/deletion-requests.tsx"),
    route("dev-mailbox", "features/shell/routes/dev-mailbox.tsx"),
    ...prefix("basic", [
      route("button", "features/style-guide/routes/button.tsx"),
      route("badges", "features/style-guide/routes/badges.tsx"),
      route("breadcrumb-paging", "features/style-guide/routes/breadcrumb-paging.tsx"),
      route("collapse", "features/style-guide/routes/collapse.tsx"),
      route("tabs-pills", "features/style-guide/routes/tabs-pills.tsx"),
      route("typography", "features/style-guide/routes/typography.tsx"),
      route("sample-users", "features/style-guide/routes/sample-users.tsx"),
    ]),
  ]),

  // Any other path: the default route is the dashboard (which sends strangers to sign in).
  route("*", "features/shell/routes/not-found.ts"),
] satisfies RouteConfig;
