import { describe, expect, it } from "vitest";
import { pagedRows, paging, readListQuery } from "./list-query.server.ts";

describe("readListQuery", () => {
  it("reads search, page, sort and organisation", () => {
    const query = readListQuery(new Request("http://x/users?q=%20ana%20&page=3&sort=email&org=o1"), ["name", "email"]);
    expect(query).toEqual({ q: "ana", page: 3, sort: "email", organisationId: "o1" });
  });
  it("falls back on unknown sorts and broken pages", () => {
    const query = readListQuery(new Request("http://x/users?page=-2&sort=passwordHash"), ["name", "email"]);
    expect(query).toEqual({ q: "", page: 1, sort: "name", organisationId: null });
  });
});

describe("paging", () => {
  it("gives 20 rows a page and clamps past the end", () => {
    expect(paging(1, 45)).toEqual({ page: 1, pages: 3, skip: 0, take: 20 });
    expect(paging(9, 45)).toEqual({ page: 3, pages: 3, skip: 40, take: 20 });
    expect(paging(1, 0)).toEqual({ page: 1, pages: 1, skip: 0, take: 20 });
  });
});

describe("pagedRows", () => {
  it("reads the clamped page's window", async () => {
    const windows: { skip: number; take: number }[] = [];
    const result = await pagedRows(
      5,
      async () => 41,
      async (window) => (windows.push(window), ["row"]),
    );
    expect(windows).toEqual([{ skip: 40, take: 20 }]);
    expect(result).toEqual({ rows: ["row"], total: 41, pages: { page: 3, pages: 3, skip: 40, take: 20 } });
  });
});
