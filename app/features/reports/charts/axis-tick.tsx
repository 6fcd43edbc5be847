import type { TickRendererProps } from "@visx/axis";

/**
 * An axis label as one `<text>`. visx's default wraps each label in a nested `<svg>` and a
 * `<tspan>` for line wrapping that these one-line labels never use: 400 bytes a label, a quarter
 * of the dashboard's HTML. Size and colour come from the `.chart-tick` class, as before.
 */
export function AxisTick({ x, y, dx, dy, className, textAnchor, formattedValue }: TickRendererProps) {
  if (!formattedValue) return null;
  return (
    <text x={x} y={y} dx={dx} dy={dy} className={className} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}
