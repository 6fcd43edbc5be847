import { describe, expect, it } from "vitest";
import { mayOpen } from "./page-access.ts";
import { UserType } from "./roles.ts";

const { SuperAdmin, OrganisationAdmin, Staff, Member } = UserType;
const openers = (page: Parameters<typeof mayOpen>[0]) =>
  [SuperAdmin, OrganisationAdmin, Staff, Member].filter((userType) => mayOpen(page, userType));

// The routes that had a role check of their own before issue 31 keep exactly who they let in.
describe("the access table", () => {
  it("lets the two administrators download an organisation's glossary and memory", () => {
    expect(openers("glossaryExport")).toEqual([SuperAdmin, OrganisationAdmin]);
    expect(openers("memoryExport")).toEqual([SuperAdmin, OrganisationAdmin]);
  });

  it("keeps the dashboard's rankings from members, who see the dashboard without figures", () => {
    expect(openers("dashboard")).toEqual([SuperAdmin, OrganisationAdmin, Staff, Member]);
    expect(openers("dashboardRankings")).toEqual([SuperAdmin, OrganisationAdmin, Staff]);
  });

  it("gives the church pages, its listener settings among them, to the organisation's administrator only", () => {
    expect(openers("church")).toEqual([OrganisationAdmin]);
  });
});
