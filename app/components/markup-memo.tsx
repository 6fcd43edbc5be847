import { createContext, useContext, type ComponentType } from "react";

/** Renders a pure component to markup, remembering the answer per props (markup-memo.server.ts). */
export type MarkupMemo = <P extends object>(
  component: ComponentType<P>,
  props: P,
  name: "chartMarkup" | "iconMarkup",
) => string;

// Given by entry.server.tsx for the server render only; null in the browser.
const MarkupMemoContext = createContext<MarkupMemo | null>(null);

export const MarkupMemoProvider = MarkupMemoContext.Provider;

/** The memo this render was given (a section rendered once passes it on: section-memo.tsx). */
export const useMarkupMemo = () => useContext(MarkupMemoContext);

/**
 * `Component`, a drawing whose markup depends on its props alone (a chart's SVG, an icon), as a
 * component that on the server is rendered once per distinct props, the markup reused: a
 * dashboard's charts were most of its rendering time on every request, though their figures
 * change a few times an hour (decision 023). The browser renders the component itself, which
 * hydrates the same markup, and redraws it when the props change. `inline` wraps it in a span
 * instead of a div, for a drawing inside a link or a line of text.
 *
 *     export const Chart = memoDrawing(ChartDrawing);
 */
export function memoDrawing<P extends object>(Component: ComponentType<P>, { inline = false } = {}) {
  const Wrapper = inline ? "span" : "div";
  return function MemoisedDrawing(props: P) {
    const memo = useContext(MarkupMemoContext);
    // display: contents (app.css), so the wrapper changes no layout around the drawing.
    if (memo)
      return (
        <Wrapper
          className="drawing"
          dangerouslySetInnerHTML={{ __html: memo(Component, props, inline ? "iconMarkup" : "chartMarkup") }}
        />
      );
    return (
      <Wrapper className="drawing">
        <Component {...props} />
      </Wrapper>
    );
  };
}
