import { UserType } from "./roles.ts";

const { SuperAdmin, OrganisationAdmin, Staff, Member } = UserType;
const everyone = [SuperAdmin, OrganisationAdmin, Staff, Member] as const;

/**
 * Who may open each console page, download or data route. The menu (menu.ts) only shows a subset
 * of these; this table is what loaders and actions enforce through requireAccess(), the one role
 * check they make (what a role may see within a page is the tenancy rule's, tenancy.server.ts).
 */
const pageAccess = {
  dashboard: everyone,
  // The rows behind the dashboard's rankings: a member's dashboard has no figures.
  dashboardRankings: [SuperAdmin, OrganisationAdmin, Staff],
  profile: everyone,
  administrators: [SuperAdmin],
  church: [OrganisationAdmin],
  glossaryExport: [SuperAdmin, OrganisationAdmin],
  memoryExport: [SuperAdmin, OrganisationAdmin],
  churches: [SuperAdmin],
  staffMembers: [SuperAdmin, OrganisationAdmin],
  users: [SuperAdmin, OrganisationAdmin, Staff],
  events: [SuperAdmin, OrganisationAdmin, Staff],
  adminEvents: [SuperAdmin],
  userEvents: everyone,
  analytics: [SuperAdmin, OrganisationAdmin, Staff],
  goLive: [OrganisationAdmin, Staff],
  joinLive: everyone,
  requestDelete: [OrganisationAdmin, Staff, Member],
  deletionRequests: [SuperAdmin, OrganisationAdmin],
  devMailbox: [SuperAdmin],
  styleGuide: everyone,
} as const satisfies Record<string, readonly UserType[]>;

export type PageKey = keyof typeof pageAccess;

export function mayOpen(page: PageKey, userType: number): boolean {
  return (pageAccess[page] as readonly number[]).includes(userType);
}
