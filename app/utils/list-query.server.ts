/** Lists are paged on the server, 20 rows at a time (requirements R7.6). */
export const PAGE_SIZE = 20;

export type ListQuery<S extends string> = {
  q: string;
  page: number;
  sort: S;
  organisationId: string | null;
};

/**
 * Reads ?q=, ?page=, ?sort= and ?org= from a list page's URL. Unknown sorts fall back to the
 * first one, so a hand-edited URL can never reach Prisma with an arbitrary column.
 */
export function readListQuery<S extends string>(request: Request, sorts: readonly [S, ...S[]]): ListQuery<S> {
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const sort = params.get("sort") as S | null;
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? page : 1,
    sort: sort && sorts.includes(sort) ? sort : sorts[0],
    organisationId: params.get("org") || null,
  };
}

/** Clamps the page to what exists and gives the Prisma skip/take for it. */
export function paging(page: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(page, pages);
  return { page: current, pages, skip: (current - 1) * PAGE_SIZE, take: PAGE_SIZE };
}

/** What a list page needs besides its rows (app/components/crud/list-page.tsx `ListData`). */
export function listState<S extends string>(
  query: ListQuery<S>,
  pages: { page: number; pages: number },
  total: number,
  organisations: { id: string; name: string }[] | null,
) {
  return {
    total,
    page: pages.page,
    pages: pages.pages,
    q: query.q,
    sort: query.sort,
    organisationId: query.organisationId,
    organisations,
  };
}

/** Counts, clamps the page, then reads that page's rows. */
export async function pagedRows<Row>(
  page: number,
  count: () => Promise<number>,
  find: (window: { skip: number; take: number }) => Promise<Row[]>,
) {
  const total = await count();
  const pages = paging(page, total);
  const rows = await find({ skip: pages.skip, take: pages.take });
  return { rows, total, pages };
}
