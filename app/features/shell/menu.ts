import type { MessageKey } from "#app/locales/keys.ts";
import type { IconName } from "#app/components/icon.tsx";
import { UserType } from "#app/features/auth/roles.ts";

/** A side-menu entry as requirements R2.54 describe it: id, title key, type, icon, url, optional badge. */
export type MenuItem = {
  id: string;
  titleKey: MessageKey;
  type: "item" | "collapse";
  icon: IconName;
  url?: string;
  badge?: { titleKey: MessageKey; tone: "info" | "warning" };
  children?: MenuItem[];
  /** Hidden under 575 px (requirements R2.53). */
  hideBelow575?: boolean;
};
export type MenuGroup = { id: string; titleKey: MessageKey; type: "group"; children: MenuItem[] };

const item = (
  id: string,
  titleKey: MessageKey,
  icon: IconName,
  url: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  id,
  titleKey,
  type: "item",
  icon,
  url,
  ...extra,
});

const dashboard = item("dashboard", "nav.dashboard", "dashboard", "/dashboard");
const goLive = item("go-live", "nav.goLive", "goLive", "/real-time-sermon-translation");
/** "Live" on Go live only while one of the organisation's sermons is (issue 28: it said so when none was). */
const liveBadge = { titleKey: "nav.badgeLive", tone: "warning" } as const;
const profile = item("profile", "nav.profile", "profile", "/profile");

/**
 * The menu of requirements R3.2, per userType: everyone gets Dashboard and Manage Profile. The
 * review of deletion requests (requirements R3.7) is added for both administrators.
 */
const byUserType: Record<UserType, MenuItem[]> = {
  [UserType.SuperAdmin]: [
    item("administrators", "nav.administrators", "administrators", "/administrators"),
    item("staff-members", "nav.staffMembers", "staff", "/staff-members"),
    item("users", "nav.users", "users", "/users"),
    item("churches", "nav.churches", "churches", "/churches"),
    item("events", "nav.events", "events", "/admin/events"),
    item("deletion-requests", "nav.deletionRequests", "deletionRequests", "/deletion-requests"),
  ],
  [UserType.OrganisationAdmin]: [
    item("church", "nav.church", "church", "/church"),
    item("staff-members", "nav.staffMembers", "staff", "/staff-members"),
    item("users", "nav.users", "users", "/users"),
    item("events", "nav.events", "events", "/events"),
    goLive,
    item("deletion-requests", "nav.deletionRequests", "deletionRequests", "/deletion-requests"),
  ],
  [UserType.Staff]: [
    item("users", "nav.users", "users", "/users"),
    item("events", "nav.events", "events", "/events"),
    goLive,
  ],
  [UserType.Member]: [
    item("join-live", "nav.joinLive", "joinLive", "/live-sermon-translator"),
    item("user-events", "nav.userEvents", "events", "/user/events"),
    // The 575 px rule (requirements R2.53) hides one menu item; the privacy policy stays reachable from the
    // sign-in page and the footer, so it is the one a phone can spare.
    item("privacy-policy", "nav.privacyPolicy", "privacy", "/privacy-policy", { hideBelow575: true }),
    item("request-delete", "nav.requestDelete", "deleteAccount", "/request-delete"),
  ],
};

export function menuFor(userType: UserType, { liveNow = false }: { liveNow?: boolean } = {}): MenuGroup[] {
  const children = byUserType[userType].map((entry) =>
    entry === goLive && liveNow ? { ...entry, badge: liveBadge } : entry,
  );
  return [
    { id: "main", titleKey: "nav.groupMain", type: "group", children: [dashboard, profile] },
    {
      id: "manage",
      titleKey: userType === UserType.Member ? "nav.groupMember" : "nav.groupManage",
      type: "group",
      children,
    },
  ];
}

/** Every url reachable from a menu, flattened: used by tests and the breadcrumb. */
export function menuUrls(userType: UserType): string[] {
  const walk = (items: MenuItem[]): string[] =>
    items.flatMap((entry) => [...(entry.url ? [entry.url] : []), ...walk(entry.children ?? [])]);
  return menuFor(userType).flatMap((group) => walk(group.children));
}
