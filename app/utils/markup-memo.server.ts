import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LRUCache } from "lru-cache";
import type { MarkupMemo } from "./markup-memo.tsx";
import { countHit, countMiss } from "#app/utils/cache-stats.ts";

// Per component, the markup of its most recently used props. Bounded: a super administrator
// paging through ranges and organisations makes new entries; the least recently used go.
const LIMIT = 300;
const memos = new WeakMap<ComponentType<never>, LRUCache<string, string>>();

export const markupMemo: MarkupMemo = (component, props, name) => {
  let memo = memos.get(component as ComponentType<never>);
  if (!memo) {
    memo = new LRUCache({ max: LIMIT });
    memos.set(component as ComponentType<never>, memo);
  }
  const key = JSON.stringify(props);
  let markup = memo.get(key);
  if (markup !== undefined) countHit(name);
  else {
    countMiss(name);
    markup = renderToStaticMarkup(createElement(component, props));
    memo.set(key, markup);
  }
  return markup;
};
