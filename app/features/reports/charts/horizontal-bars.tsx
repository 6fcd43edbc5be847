import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { AxisTick } from "./axis-tick.tsx";
import type { LegendItem } from "./chart-frame.tsx";
import { shorten } from "./palette.ts";
import { formatNumber } from "#app/utils/format.ts";
import { memoDrawing } from "#app/components/markup-memo.tsx";

export type CategoryRow = { key: string; label: string; values: Record<string, number> };

type Props = {
  rows: CategoryRow[];
  series: LegendItem[];
  /** Stack the series end to end (parts of a whole) instead of side by side (separate measures). */
  stacked?: boolean;
  valueLabel: string;
  categoryLabel: string;
};

// Sized for a half-width card: text in the SVG then shows at about its nominal pixel size.
const WIDTH = 440;
const margin = { top: 24, right: 36, bottom: 46, left: 132 };

/**
 * Categories down the side, values along the bottom: organisation and country names stay
 * readable on a phone, where vertical bars would need slanted labels. Fixed viewBox, so it
 * renders on the server exactly as in the browser; scales round to whole units (crisp edges, and
 * "24" instead of "24.313725490196077" in every attribute of the page).
 */
function HorizontalBarsDrawing({ rows, series, stacked = false, valueLabel, categoryLabel }: Props) {
  const band = stacked || series.length === 1 ? 26 : 14 * series.length + 10;
  const height = margin.top + margin.bottom + rows.length * band;
  const total = (row: CategoryRow) => series.reduce((sum, s) => sum + (row.values[s.key] ?? 0), 0);
  const max = Math.max(
    1,
    ...rows.map((row) => (stacked ? total(row) : Math.max(...series.map((s) => row.values[s.key] ?? 0)))),
  );
  const x = scaleLinear<number>({
    domain: [0, max],
    range: [0, WIDTH - margin.left - margin.right],
    nice: true,
    round: true,
  });
  const y = scaleBand<string>({
    domain: rows.map((row) => row.key),
    range: [0, rows.length * band],
    padding: 0.2,
    round: true,
  });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, y.bandwidth()],
    padding: 0.1,
    round: true,
  });
  const labels = new Map(rows.map((row) => [row.key, shorten(row.label, 15)]));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className="chart-svg chart-bars">
      <Group left={margin.left} top={margin.top}>
        {rows.map((row) => {
          let offset = 0;
          return series.map((s) => {
            const value = row.values[s.key] ?? 0;
            const top = (y(row.key) ?? 0) + (stacked || series.length === 1 ? 0 : (inner(s.key) ?? 0));
            const thickness = stacked || series.length === 1 ? y.bandwidth() : inner.bandwidth();
            const left = stacked ? offset : 0;
            offset += x(value);
            return (
              <Bar
                key={`${row.key}-${s.key}`}
                x={left}
                y={top}
                width={x(value)}
                height={thickness}
                fill={s.color}
                rx={2}
              />
            );
          });
        })}
        {rows.map((row) => (
          <text
            key={row.key}
            x={Math.min(
              x(stacked ? total(row) : Math.max(...series.map((s) => row.values[s.key] ?? 0))) + 4,
              WIDTH - margin.left - margin.right + 4,
            )}
            y={(y(row.key) ?? 0) + y.bandwidth() / 2}
            dy="0.35em"
            className="chart-value"
          >
            {stacked || series.length === 1 ? formatNumber(total(row)) : ""}
          </text>
        ))}
        <AxisLeft
          scale={y}
          tickFormat={(key) => labels.get(key) ?? key}
          hideTicks
          tickLabelProps={{ className: "chart-tick", textAnchor: "end", dx: -4 }}
          tickComponent={AxisTick}
        />
        {/* The category axis is labelled like a column heading: a rotated label would collide with long names. */}
        <text x={-6} y={-10} textAnchor="end" className="chart-axis-label">
          {categoryLabel}
        </text>
        <AxisBottom
          top={rows.length * band}
          scale={x}
          numTicks={5}
          tickFormat={(value) => formatNumber(Number(value))}
          tickLabelProps={{ className: "chart-tick" }}
          tickComponent={AxisTick}
          label={valueLabel}
          labelProps={{ className: "chart-axis-label", textAnchor: "middle" }}
        />
      </Group>
    </svg>
  );
}

/** The drawing, rendered once per distinct props on the server (markup-memo.tsx). */
export const HorizontalBars = memoDrawing(HorizontalBarsDrawing);
