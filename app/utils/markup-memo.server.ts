import type { ComponentType } from "react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MarkupMemo } from "./markup-memo.tsx";

// Per component, the markup of its most recently used props. Bounded: a super administrator
// paging through ranges and organisations makes new entries; the oldest go.
const LIMIT = 300;
const memos = new WeakMap<ComponentType<never>, Map<string, string>>();

export const markupMemo: MarkupMemo = (component, props) => {
  let memo = memos.get(component as ComponentType<never>);
  if (!memo) {
    memo = new Map();
    memos.set(component as ComponentType<never>, memo);
  }
  const key = JSON.stringify(props);
  let markup = memo.get(key);
  if (markup === undefined) {
    markup = renderToStaticMarkup(createElement(component, props));
    if (memo.size >= LIMIT) memo.delete(memo.keys().next().value!);
  } else memo.delete(key); // re-inserted below: the most recent last
  memo.set(key, markup);
  return markup;
};
