import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";
import { AxisTick } from "./axis-tick.tsx";
import type { LegendItem } from "./chart-frame.tsx";
import { formatNumber } from "#app/utils/format.ts";
import { memoDrawing } from "#app/components/markup-memo.tsx";

type TimePoint = { key: string; label: string; values: Record<string, number> };

type Props = {
  points: TimePoint[];
  series: LegendItem[];
  kind: "bars" | "line";
  valueLabel: string;
  timeLabel: string;
  width?: number;
  className?: string;
};

const HEIGHT = 280;
const margin = { top: 12, right: 12, bottom: 52, left: 56 };

/** Months along the bottom: grouped bars for counts, a line for averages. */
/** `width` is the viewBox width: about the card's real width, so labels keep their size. */
function TimeChartDrawing({ points, series, kind, valueLabel, timeLabel, width = 440, className = "" }: Props) {
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = HEIGHT - margin.top - margin.bottom;
  const max = Math.max(1, ...points.flatMap((point) => series.map((s) => point.values[s.key] ?? 0)));
  const x = scaleBand<string>({ domain: points.map((p) => p.key), range: [0, innerWidth], padding: 0.2, round: true });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.08,
    round: true,
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true, round: true });
  const labels = new Map(points.map((p) => [p.key, p.label]));
  // Twelve month labels do not fit on a phone; every other one does.
  const every = Math.max(1, Math.ceil(points.length / (width / 75)));
  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} className={`chart-svg chart-time ${className}`}>
      <Group left={margin.left} top={margin.top}>
        {y.ticks(4).map((tick) => (
          <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className="chart-grid" />
        ))}
        {kind === "bars"
          ? points.flatMap((point) =>
              series.map((s) => {
                const value = point.values[s.key] ?? 0;
                return (
                  <Bar
                    key={`${point.key}-${s.key}`}
                    x={(x(point.key) ?? 0) + (inner(s.key) ?? 0)}
                    y={y(value)}
                    width={inner.bandwidth()}
                    height={innerHeight - y(value)}
                    fill={s.color}
                    rx={2}
                  />
                );
              }),
            )
          : series.map((s) => (
              <Group key={s.key}>
                <LinePath
                  data={points}
                  x={(p) => (x(p.key) ?? 0) + x.bandwidth() / 2}
                  y={(p) => y(p.values[s.key] ?? 0)}
                  stroke={s.color}
                  strokeWidth={3}
                />
                {points.map((p) => (
                  <circle
                    key={p.key}
                    cx={(x(p.key) ?? 0) + x.bandwidth() / 2}
                    cy={y(p.values[s.key] ?? 0)}
                    r={4}
                    fill={s.color}
                  />
                ))}
              </Group>
            ))}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(value) => formatNumber(Number(value))}
          tickLabelProps={{ className: "chart-tick" }}
          tickComponent={AxisTick}
          label={valueLabel}
          labelProps={{ className: "chart-axis-label", textAnchor: "middle" }}
          labelOffset={36}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickFormat={(key) => (points.findIndex((p) => p.key === key) % every === 0 ? (labels.get(key) ?? key) : "")}
          tickLabelProps={{ className: "chart-tick", textAnchor: "middle" }}
          tickComponent={AxisTick}
          label={timeLabel}
          labelProps={{ className: "chart-axis-label", textAnchor: "middle" }}
        />
      </Group>
    </svg>
  );
}

/** The drawing, rendered once per distinct props on the server (markup-memo.tsx). */
export const TimeChart = memoDrawing(TimeChartDrawing);
