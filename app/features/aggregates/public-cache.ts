/** The public events page's cache key: the same filters give the same board to every visitor. */
export const PUBLIC_EVENTS_PREFIX = "publicEvents:";

export function publicEventsCacheKey(url: URL) {
  const param = (name: string) => url.searchParams.get(name) ?? "";
  return PUBLIC_EVENTS_PREFIX + JSON.stringify([param("org"), param("page"), param("past")]);
}
