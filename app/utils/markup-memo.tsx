import { createContext, useContext, type ComponentType } from "react";

/** Renders a pure component to markup, remembering the answer per props (markup-memo.server.ts). */
export type MarkupMemo = <P extends object>(component: ComponentType<P>, props: P) => string;

// Given by entry.server.tsx for the server render only; null in the browser.
const MarkupMemoContext = createContext<MarkupMemo | null>(null);

export const MarkupMemoProvider = MarkupMemoContext.Provider;

/**
 * A drawing whose markup depends on its props alone (a chart's SVG). On the server it is rendered
 * once per distinct props and the markup reused: a dashboard's charts were most of its rendering
 * time on every request, though their figures change a few times an hour (decision 023). The
 * browser renders the component itself, which hydrates the same markup, and redraws it when the
 * props change.
 */
export function MemoDrawing<P extends object>({
  component: Component,
  props,
  inline = false,
}: {
  component: ComponentType<P>;
  props: P;
  /** A span instead of a div, for a drawing inside a link or a line of text (an icon). */
  inline?: boolean;
}) {
  const memo = useContext(MarkupMemoContext);
  // display: contents (base.css), so the wrapper changes no layout around the drawing.
  const Wrapper = inline ? "span" : "div";
  if (memo) return <Wrapper className="drawing" dangerouslySetInnerHTML={{ __html: memo(Component, props) }} />;
  return (
    <Wrapper className="drawing">
      <Component {...props} />
    </Wrapper>
  );
}
