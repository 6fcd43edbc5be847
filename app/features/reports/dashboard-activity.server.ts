import {
  organisationTotals,
  type Categories,
  type RangeFigures,
  type ScopeOrganisation,
} from "#app/features/aggregates/dashboard-figures.server.ts";
import type { ReportFilters } from "#app/features/aggregates/report-filters.server.ts";
import type { Datum, SeriesDatum } from "#app/features/reports/chart-data.ts";

/*
 * Listener-based figures. A listener stay belongs to the range of the sermon it joined
 * (Sermon.startedAt), so a sermon's audience is never split in two. They are read from the day
 * aggregates (decision 018), themselves kept from the rollups of decision 007 by triggers.
 */

type OrganisationActivity = {
  key: string;
  label: string;
  sermons: number;
  listeners: number;
  activeUsers: number;
  averageListeningMinutes: number;
  salvations: number;
};

/** Active users, and sermons / listeners / salvations ("performance") per organisation. */
export function activityByOrganisation(figures: RangeFigures, organisations: ScopeOrganisation[]) {
  const rows: OrganisationActivity[] = organisations
    .map(({ id, name }) => {
      const totals = organisationTotals(figures, id);
      return {
        key: id,
        label: name,
        sermons: totals.sermons,
        listeners: totals.listeners,
        activeUsers: figures.active.get(id) ?? 0,
        // Average stay of the listeners who have left, in whole minutes.
        averageListeningMinutes: totals.endedListeners ? Math.round(totals.listenerMinutes / totals.endedListeners) : 0,
        salvations: totals.salvations,
      };
    })
    .filter((row) => row.sermons + row.listeners + row.salvations > 0)
    .sort((a, b) => b.listeners - a.listeners || b.sermons - a.sermons || a.label.localeCompare(b.label));
  const activeUsers: Datum[] = rows
    .filter((row) => row.activeUsers > 0)
    .map((row) => ({ key: row.key, label: row.label, value: row.activeUsers }))
    .sort((a, b) => b.value - a.value);
  return { activeUsers, performance: rows };
}

/** Which languages listeners chose, grouped by the country of the organisation they listened at. */
export function languagesByCountry(
  filters: ReportFilters,
  counts: Categories,
  organisations: ScopeOrganisation[],
): SeriesDatum[] {
  // Every organisation together: counts are keyed "<country>\t<language>"; one organisation: by language.
  const ownCountry = filters.organisationId ? (organisations[0]?.country ?? "") : null;
  const rows = counts("language")
    .map(({ key, value }) => {
      const [country, language] = ownCountry === null ? (key.split("\t") as [string, string]) : [ownCountry, key];
      return { country, language, n: value };
    })
    .sort((a, b) =>
      a.country < b.country
        ? -1
        : a.country > b.country
          ? 1
          : a.language < b.language
            ? -1
            : a.language > b.language
              ? 1
              : 0,
    );
  const byCountry = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const country = row.country.trim() || "—";
    const values = byCountry.get(country) ?? {};
    values[row.language] = row.n;
    byCountry.set(country, values);
  }
  const total = (values: Record<string, number>) => Object.values(values).reduce((sum, n) => sum + n, 0);
  return [...byCountry.entries()]
    .map(([country, values]) => ({ key: country, label: country, values }))
    .sort((a, b) => total(b.values) - total(a.values));
}

/** Organisations with a position, and how busy each was: the map's markers. */
export function organisationLocations(
  figures: RangeFigures,
  organisations: ScopeOrganisation[],
  liveNow: Map<string, number>,
) {
  return organisations
    .filter((organisation) => organisation.latitude !== null && organisation.longitude !== null)
    .map((organisation) => ({
      id: organisation.id,
      name: organisation.name,
      place: [organisation.city, organisation.country].filter(Boolean).join(", "),
      latitude: organisation.latitude ?? 0,
      longitude: organisation.longitude ?? 0,
      sermons: organisationTotals(figures, organisation.id).sermons,
      live: liveNow.get(organisation.id) ?? 0,
    }));
}
