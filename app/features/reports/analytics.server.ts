import { Prisma } from "#app/generated/prisma/client.ts";
import { rangeTotals } from "#app/features/aggregates/dashboard-figures.server.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";
import type { AnalyticsView, Row, SermonRow } from "./analytics-views.ts";
import { UserType } from "#app/features/auth/roles.ts";
import { sermonLabel } from "#app/features/transcript/sermon-label.ts";
import { listenerCounts } from "./live-now.server.ts";
import { acceptedJesus } from "./accepted.server.ts";
import { organisationWhere, type ReportFilters } from "#app/features/aggregates/report-filters.server.ts";
import { organisationClause, toNumber } from "#app/features/aggregates/figure-sql.server.ts";

/** The sermon tables page 10 at a time (each sermon row lists its listeners); the others use PAGE_SIZE. */
export const SERMON_PAGE_SIZE = 10;
/** Listeners shown inside one sermon on the page; the CSV export has them all. */
const LISTENERS_SHOWN = 100;

export type Window = { skip: number; take: number };
export type ViewResult = { rows: Row[]; sermons?: SermonRow[]; total: number };

const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : "";
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const minutes = (from: Date, to: Date | null, now: Date) =>
  Math.round(((to ?? now).getTime() - from.getTime()) / 60_000);

/** One page of one analytics table. */
export function analyticsRows(
  filters: ReportFilters,
  view: AnalyticsView,
  window: Window,
  now = new Date(),
): Promise<ViewResult> {
  switch (view) {
    case "users":
      return newUsers(filters, window);
    case "live":
      return sermons(filters, "live", window, now);
    case "ended":
      return sermons(filters, "ended", window, now);
    case "accepted":
      return acceptedJesus(filters, window);
    case "events":
      return events(filters, window, now);
    default:
      return salvations(filters, window);
  }
}

async function salvations(filters: ReportFilters, window: Window): Promise<ViewResult> {
  const where = { ...organisationWhere(filters), createdAt: { gte: filters.bounds.start, lt: filters.bounds.end } };
  const [rows, total] = await Promise.all([
    prisma.salvation.findMany({
      where,
      orderBy: { createdAt: "desc" },
      ...window,
      select: {
        id: true,
        name: true,
        email: true,
        phone: true,
        faithLevel: true,
        createdAt: true,
        organisation: { select: { name: true, timeZone: true } },
        sermon: { select: { title: true, startedAt: true, host: { select: { firstName: true, lastName: true } } } },
      },
    }),
    // The same total the dashboard tile shows, from the day aggregates (decision 018).
    rangeTotals(filters).then((totals) => totals.salvations),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      faithLevel: r.faithLevel,
      organisation: r.organisation.name,
      sermon: r.sermon ? sermonLabel(r.sermon, r.organisation.timeZone) : null,
      date: iso(r.createdAt),
    })),
  };
}

async function newUsers(filters: ReportFilters, window: Window): Promise<ViewResult> {
  const where = {
    ...organisationWhere(filters),
    userType: UserType.Member,
    createdAt: { gte: filters.bounds.start, lt: filters.bounds.end },
  };
  const [rows, total] = await Promise.all([
    prisma.user.findMany({
      where,
      orderBy: { createdAt: "desc" },
      ...window,
      select: {
        id: true,
        firstName: true,
        lastName: true,
        email: true,
        phone: true,
        faithLevel: true,
        primaryLanguage: true,
        referralSource: true,
        createdAt: true,
        organisation: { select: { name: true } },
      },
    }),
    rangeTotals(filters).then((totals) => totals.members),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      name: fullName(r),
      email: r.email,
      phone: r.phone,
      faithLevel: r.faithLevel,
      primaryLanguage: r.primaryLanguage,
      referralSource: r.referralSource,
      organisation: r.organisation?.name ?? null,
      registeredAt: iso(r.createdAt),
    })),
  };
}

/** Live sermons (whenever they started: live is a state of now) or sermons that ended, started in the range. */
async function sermons(
  filters: ReportFilters,
  status: "live" | "ended",
  window: Window,
  now: Date,
  listenerLimit = LISTENERS_SHOWN,
): Promise<ViewResult> {
  const where =
    status === "live"
      ? { ...organisationWhere(filters), status }
      : { ...organisationWhere(filters), status, startedAt: { gte: filters.bounds.start, lt: filters.bounds.end } };
  const [rows, total] = await Promise.all([
    prisma.sermon.findMany({
      where,
      orderBy: { startedAt: "desc" },
      ...window,
      select: {
        id: true,
        broadcastId: true,
        title: true,
        organisationId: true,
        startedAt: true,
        endedAt: true,
        organisation: { select: { name: true } },
        host: { select: { firstName: true, lastName: true } },
        listeners: {
          orderBy: { startedAt: "asc" },
          take: listenerLimit,
          select: {
            id: true,
            name: true,
            email: true,
            language: true,
            startedAt: true,
            endedAt: true,
            user: { select: { firstName: true, lastName: true, email: true } },
          },
        },
      },
    }),
    status === "live" ? prisma.sermon.count({ where }) : endedSermonsTotal(filters),
  ]);
  const counts = await listenerCounts(rows.map((s) => s.id));
  return {
    total,
    rows: [],
    sermons: rows.map((s): SermonRow => ({
      id: s.id,
      broadcastId: s.broadcastId,
      organisationId: s.organisationId,
      live: s.endedAt === null,
      cells: {
        id: s.id,
        title: s.title,
        organisation: s.organisation.name,
        host: fullName(s.host),
        startedAt: iso(s.startedAt),
        endedAt: iso(s.endedAt),
        minutes: minutes(s.startedAt, s.endedAt, now),
        listeners: counts.get(s.id) ?? 0,
      },
      moreListeners: Math.max(0, (counts.get(s.id) ?? 0) - s.listeners.length),
      listenerRows: s.listeners.map((l) => ({
        id: l.id,
        name: l.user ? fullName(l.user) : l.name,
        email: l.user?.email ?? l.email,
        startedAt: iso(l.startedAt),
        endedAt: iso(l.endedAt),
        minutes: minutes(l.startedAt, l.endedAt, now),
        language: l.language,
        status: l.endedAt ? "inactive" : "active",
      })),
    })),
  };
}

/**
 * Sermons started in the range that have ended: every sermon started in it (the day
 * aggregates, decision 018) less those that have not — a handful of live ones. Counting the ended
 * ones themselves reads every one in the range.
 */
async function endedSermonsTotal(filters: ReportFilters) {
  const since = dbTime(filters.bounds.start);
  const until = dbTime(filters.bounds.end);
  const organisation = organisationClause(filters, Prisma.sql`organisationId`);
  // "Not ended" as two ranges of the status indexes (the few live ones); `+startedAt` keeps the
  // planner from walking the whole range by date instead, which it judges narrower.
  const notEnded = (status: Prisma.Sql) => Prisma.sql`SELECT COUNT(*) FROM "Sermon" WHERE ${status}
    AND +startedAt >= ${since} AND +startedAt < ${until} ${organisation}`;
  const [totals, rows] = await Promise.all([
    rangeTotals(filters),
    prisma.$queryRaw<{ n: bigint | number }[]>`SELECT (${notEnded(Prisma.sql`status < 'ended'`)}) +
      (${notEnded(Prisma.sql`status > 'ended'`)}) AS n`,
  ]);
  return totals.sermons - toNumber(rows[0]?.n);
}

/** Church events dated in the range; active until their date passes (requirements R4.13). */
async function events(filters: ReportFilters, window: Window, now: Date): Promise<ViewResult> {
  const where = { ...organisationWhere(filters), startsAt: { gte: filters.bounds.start, lt: filters.bounds.end } };
  const [rows, total] = await Promise.all([
    prisma.event.findMany({
      where,
      orderBy: { startsAt: "desc" },
      ...window,
      select: { id: true, name: true, description: true, startsAt: true, organisation: { select: { name: true } } },
    }),
    prisma.event.count({ where }),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      organisation: r.organisation.name,
      date: iso(r.startsAt),
      status: r.startsAt > now ? "active" : "expired",
      description: r.description,
    })),
  };
}

/** Caps that keep one export request bounded (a year of a busy church still fits). */
const EXPORT_LIMITS = { rows: 50_000, sermons: 1_000, listenersPerSermon: 1_000 };

/** Every row of a table for the CSV export; sermons come with their listeners. */
export async function allAnalyticsRows(filters: ReportFilters, view: AnalyticsView, now = new Date()) {
  if (view === "live" || view === "ended") {
    return sermons(filters, view, { skip: 0, take: EXPORT_LIMITS.sermons }, now, EXPORT_LIMITS.listenersPerSermon);
  }
  return analyticsRows(filters, view, { skip: 0, take: EXPORT_LIMITS.rows }, now);
}
