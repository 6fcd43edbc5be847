import type { Bounds } from "./date-range.ts";

/**
 * What a figure is about: one organisation (null: every one), the instants [start, end), the zone
 * its days and months are counted in, and the request's "now" (a range ending this close to it
 * reaches the present). The reports' filters are one; aggregates never needs to know the rest.
 */
export type FigureScope = { organisationId: string | null; timeZone: string; bounds: Bounds; now: Date };
