// The shapes every dashboard and analytics chart is fed: the figures' modules produce them, the
// charts draw them. Kept apart so the modules that compute figures need not import each other.

/** One bar or slice. `key` is a stable code (translated by the page) or an id with a `label`. */
export type Datum = { key: string; label?: string; value: number };
/** One group of several series (a month, an organisation). */
export type SeriesDatum = { key: string; label?: string; values: Record<string, number> };

/** How many rows a ranked bar chart draws (the largest first); its table has them all. */
export const TOP_ROWS = 10;
