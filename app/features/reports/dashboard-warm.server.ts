// Dashboards that never wait for their figures (decision 059). A request whose figures were never
// computed, or were computed longer ago than the bound, computes them inline (15–25 ms on an idle
// machine), and a rotating mix of fifty organisations' administrators and ranges asks for hundreds
// of figure sets. So every organisation's dashboard, and the super administrator's for every
// organisation and for all, is computed ahead over the preset ranges: once shortly after the
// process starts, then again every WARM_EVERY_MS, one figure set at a time so requests interleave.
// Figures computed within the cache's TTL are left alone, and the stale-while-revalidate cache
// (figure-cache.server.ts) keeps those that requests ask for fresh between rounds. A custom range
// is still computed when first asked: its days are the person's own.
import { UserType } from "#app/features/auth/roles.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { figureCacheOn } from "#app/features/aggregates/figure-cache.server.ts";
import { keepPastYear } from "#app/features/aggregates/listener-presence.server.ts";
import { fillingAhead } from "#app/utils/cache-stats.ts";
import { prisma } from "#app/utils/db.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { DASHBOARD_STALE_MS, warmDashboard } from "./dashboard-page.server.ts";

/** The ranges a dashboard offers without a date picker ("month" is the default: the same figures). */
const PRESET_RANGES = ["month", "24h", "week", "year"];
const FIRST_WARM_MS = 5_000;
/** Well inside the bound, so a preset's figures are always younger than DASHBOARD_STALE_MS. */
const WARM_EVERY_MS = DASHBOARD_STALE_MS / 2;

/** A viewer of the figures, as the dashboard's key sees them: its role and organisation only. */
function viewer(userType: UserType, organisation: SessionUser["organisation"]): SessionUser {
  const id = `dashboard-warm-${organisation?.id ?? "all"}`;
  return {
    id,
    email: "",
    firstName: "",
    lastName: "",
    userType,
    organisationId: organisation?.id ?? null,
    organisation,
    organisationLive: false,
  };
}

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** One round: every preset dashboard computed ahead; returns how many figure sets it looked at. */
export async function warmDashboards() {
  const organisations = await prisma.organisation.findMany({ select: { id: true, name: true, timeZone: true } });
  const superAdmin = viewer(UserType.SuperAdmin, null);
  let count = 0;
  // Custom ranges within the past year then never wait for the days' listeners (decision 066).
  await keepPastYear();
  for (const range of PRESET_RANGES) {
    const params = (extra = "") => new URLSearchParams(`range=${range}${extra}`);
    await warmDashboard(superAdmin, params());
    for (const organisation of organisations) {
      await yieldToRequests();
      await warmDashboard(viewer(UserType.OrganisationAdmin, organisation), params());
      await yieldToRequests();
      await warmDashboard(superAdmin, params(`&org=${organisation.id}`));
      count += 2;
    }
  }
  return count + PRESET_RANGES.length;
}

/** Starts the rounds (entry.server.tsx); the timers never keep a process alive. */
export function startDashboardWarming() {
  if (!figureCacheOn()) return;
  let running = false;
  // On a busy machine a round can outlast the interval: the next waits for its turn instead of piling up.
  const round = () =>
    !running &&
    fillingAhead(async () => {
      running = true;
      const started = performance.now();
      const figureSets = await warmDashboards();
      logger.info({ figureSets, ms: Math.round(performance.now() - started) }, "dashboards computed ahead");
    })
      .catch((error: unknown) => logger.warn({ err: error }, "computing dashboards ahead failed"))
      .finally(() => (running = false));
  setTimeout(() => {
    void round();
    setInterval(() => void round(), WARM_EVERY_MS).unref();
  }, FIRST_WARM_MS).unref();
}
