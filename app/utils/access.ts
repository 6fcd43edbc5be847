import type { UserType } from "./user-types.ts";

/**
 * Who may open each console page. The menu (menu.ts) only shows a subset of these; this table
 * is what loaders and actions enforce through requireAccess().
 */
const pageAccess = {
  dashboard: [1, 2, 3, 4],
  profile: [1, 2, 3, 4],
  administrators: [1],
  church: [2],
  churches: [1],
  staffMembers: [1, 2],
  users: [1, 2, 3],
  events: [1, 2, 3],
  adminEvents: [1],
  userEvents: [1, 2, 3, 4],
  analytics: [1, 2, 3],
  goLive: [2, 3],
  joinLive: [1, 2, 3, 4],
  requestDelete: [2, 3, 4],
  deletionRequests: [1, 2],
  devMailbox: [1],
  styleGuide: [1, 2, 3, 4],
} as const satisfies Record<string, readonly UserType[]>;

export type PageKey = keyof typeof pageAccess;

export function mayOpen(page: PageKey, userType: number): boolean {
  return (pageAccess[page] as readonly number[]).includes(userType);
}
