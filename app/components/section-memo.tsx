import { createContext, useContext, type HTMLAttributes, type ReactNode } from "react";
import { I18nContext } from "react-i18next";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from "react-router";
import { MarkupMemoProvider, useMarkupMemo } from "./markup-memo.tsx";

/** Renders a section to markup once per key (markup-memo.server.ts); the server render's only. */
export type SectionMemo = (key: string, render: () => ReactNode) => string;

// Given by entry.server.tsx for the server render only; null in the browser.
const SectionMemoContext = createContext<SectionMemo | null>(null);

export const SectionMemoProvider = SectionMemoContext.Provider;

/**
 * A whole section of a page whose markup depends on `memoKey` alone, rendered once per key on the
 * server and its markup reused, as `memoDrawing` does for one drawing (decision 066): a
 * dashboard's report is the same for everyone who asks with the same figures, language and
 * filters, and drawing it was most of each answer's rendering. Unlike a drawing, the section has
 * links, forms and a fetcher, so its render is given the router's and the translations' contexts
 * of the page it is in: the markup is the page's own, and the browser hydrates it by rendering
 * `children` as usual. `memoKey` must name everything the section shows; no `useId` inside (the
 * ids of a render of its own would not be the page's).
 */
export function MemoisedSection({
  memoKey,
  as: Wrapper = "div",
  children,
  ...wrapperProps
}: {
  memoKey: string;
  /** The element around the section (its props other than children go on it, handlers included). */
  as?: "div" | "aside";
  children: () => ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML">) {
  const memo = useContext(SectionMemoContext);
  // Read on every render, the same hooks in the same order; only the server's render uses them.
  const dataRouter = useContext(DataRouterContext);
  const dataRouterState = useContext(DataRouterStateContext);
  const fetchers = useContext(FetchersContext);
  const framework = useContext(FrameworkContext);
  const location = useContext(LocationContext);
  const navigation = useContext(NavigationContext);
  const route = useContext(RouteContext);
  const viewTransition = useContext(ViewTransitionContext);
  const i18n = useContext(I18nContext);
  const markupMemo = useMarkupMemo();
  if (!memo) return <Wrapper {...wrapperProps}>{children()}</Wrapper>;
  const html = memo(memoKey, () => (
    <FrameworkContext.Provider value={framework}>
      <DataRouterContext.Provider value={dataRouter}>
        <DataRouterStateContext.Provider value={dataRouterState}>
          <FetchersContext.Provider value={fetchers}>
            <ViewTransitionContext.Provider value={viewTransition}>
              <NavigationContext.Provider value={navigation}>
                <LocationContext.Provider value={location}>
                  <RouteContext.Provider value={route}>
                    <I18nContext.Provider value={i18n}>
                      <MarkupMemoProvider value={markupMemo}>{children()}</MarkupMemoProvider>
                    </I18nContext.Provider>
                  </RouteContext.Provider>
                </LocationContext.Provider>
              </NavigationContext.Provider>
            </ViewTransitionContext.Provider>
          </FetchersContext.Provider>
        </DataRouterStateContext.Provider>
      </DataRouterContext.Provider>
    </FrameworkContext.Provider>
  ));
  return <Wrapper {...wrapperProps} dangerouslySetInnerHTML={{ __html: html }} />;
}
