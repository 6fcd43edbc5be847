import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { LRUCache } from "lru-cache";
import type { MarkupMemo } from "./markup-memo.tsx";
import type { SectionMemo } from "./section-memo.tsx";
import { countHit, countMiss, type CacheName } from "#app/utils/cache-stats.ts";

// Per component, the markup of its most recently used props. Bounded by size, not by count: one
// component draws several charts of a page (four bar charts, eleven legends), so 300 entries held
// the charts of twenty to seventy dashboards while fifty organisations' administrators and their
// ranges ask for hundreds; the hit rate was 0.62 (decision 048). 8 million characters (key and
// markup) per component hold every preset range of fifty organisations' dashboards, and the least
// recently used go first when a super administrator pages through custom ranges.
const MAX_CHARACTERS = 8_000_000;
const memos = new WeakMap<ComponentType<never>, LRUCache<string, string>>();

/** A memo of markup bounded by the characters of its keys and markup, least recently used first. */
const markupCache = (maxSize: number) =>
  new LRUCache<string, string>({ maxSize, sizeCalculation: (markup, key) => markup.length + key.length });

/** The markup kept for `key`, or rendered now and kept, counting the hit or miss under `name`. */
function kept(cache: LRUCache<string, string>, key: string, name: CacheName, render: () => string) {
  let markup = cache.get(key);
  if (markup !== undefined) countHit(name);
  else {
    countMiss(name);
    markup = render();
    cache.set(key, markup);
  }
  return markup;
}

export const markupMemo: MarkupMemo = (component, props, name) => {
  let memo = memos.get(component as ComponentType<never>);
  if (!memo) memos.set(component as ComponentType<never>, (memo = markupCache(MAX_CHARACTERS)));
  return kept(memo, JSON.stringify(props), name, () => renderToStaticMarkup(createElement(component, props)));
};

// Whole sections (section-memo.tsx): a super administrator's report is about 60,000 characters, and
// its key holds the figures' JSON text (up to 30,000), so 16 million hold some 180 of them: every
// preset range of fifty organisations' administrators and the network's own pages.
const sections = markupCache(16_000_000);

/**
 * The section's markup for its key, rendered once. renderToString, not static markup: the browser
 * hydrates it, and needs the separators React puts between neighbouring pieces of text.
 */
export const sectionMemo: SectionMemo = (key, render) =>
  kept(sections, key, "sectionMarkup", () => renderToString(render()));
