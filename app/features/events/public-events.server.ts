// Events for members and visitors: upcoming and expired, where "expired" is derived from the
// event's date at the moment of reading, never stored.
import { prisma } from "#app/utils/db.server.ts";

/** Event cards per page of the public board (each list, upcoming and expired, pages on its own). */
const EVENT_CARDS_PER_PAGE = 6;

export async function eventsBoard(url: URL, defaultOrganisationId: string | null) {
  const organisationId = url.searchParams.get("org") ?? defaultOrganisationId ?? "";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const pastPage = Math.max(1, Number(url.searchParams.get("past")) || 1);
  const now = new Date();
  const scope = organisationId ? { organisationId } : {};
  const select = {
    id: true,
    name: true,
    description: true,
    startsAt: true,
    organisation: { select: { name: true, timeZone: true } },
    images: { select: { id: true, path: true }, orderBy: { createdAt: "asc" as const } },
  };
  const [organisations, upcomingCount, expiredCount, upcoming, expired] = await Promise.all([
    prisma.organisation.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
    prisma.event.count({ where: { ...scope, startsAt: { gte: now } } }),
    prisma.event.count({ where: { ...scope, startsAt: { lt: now } } }),
    prisma.event.findMany({
      where: { ...scope, startsAt: { gte: now } },
      orderBy: { startsAt: "asc" },
      skip: (page - 1) * EVENT_CARDS_PER_PAGE,
      take: EVENT_CARDS_PER_PAGE,
      select,
    }),
    prisma.event.findMany({
      where: { ...scope, startsAt: { lt: now } },
      orderBy: { startsAt: "desc" },
      skip: (pastPage - 1) * EVENT_CARDS_PER_PAGE,
      take: EVENT_CARDS_PER_PAGE,
      select,
    }),
  ]);
  const pages = (count: number) => Math.max(1, Math.ceil(count / EVENT_CARDS_PER_PAGE));
  return {
    organisations,
    organisationId,
    upcoming: { events: upcoming, page, pages: pages(upcomingCount), total: upcomingCount },
    expired: { events: expired, page: pastPage, pages: pages(expiredCount), total: expiredCount },
  };
}
