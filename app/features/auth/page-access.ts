import { UserType } from "./roles.ts";

const { SuperAdmin, OrganisationAdmin, Staff, Member } = UserType;
const everyone = [SuperAdmin, OrganisationAdmin, Staff, Member] as const;

/**
 * Who may open each console page. The menu (menu.ts) only shows a subset of these; this table
 * is what loaders and actions enforce through requireAccess().
 */
const pageAccess = {
  dashboard: everyone,
  profile: everyone,
  administrators: [SuperAdmin],
  church: [OrganisationAdmin],
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
