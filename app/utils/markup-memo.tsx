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
}: {
  component: ComponentType<P>;
  props: P;
}) {
  const memo = useContext(MarkupMemoContext);
  // display: contents, so the wrapper changes no layout around the drawing.
  if (memo) return <div className="drawing" dangerouslySetInnerHTML={{ __html: memo(Component, props) }} />;
  return (
    <div className="drawing">
      <Component {...props} />
    </div>
  );
}
