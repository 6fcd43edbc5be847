import { Group } from "@visx/group";
import { Pie } from "@visx/shape";
import { formatNumber } from "#app/utils/format.ts";
import { memoDrawing } from "#app/components/markup-memo.tsx";

export type Slice = { key: string; label: string; value: number; color: string };

const SIZE = 220;

/** Parts of a whole (faith status, how people found us). The legend and table carry the labels. */
function DonutChartDrawing({ slices }: { slices: Slice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="chart-svg chart-donut">
      <Group top={SIZE / 2} left={SIZE / 2}>
        <Pie
          data={slices}
          pieValue={(slice) => slice.value}
          outerRadius={SIZE / 2 - 4}
          innerRadius={SIZE / 2 - 42}
          padAngle={0.012}
        >
          {(pie) => pie.arcs.map((arc) => <path key={arc.data.key} d={pie.path(arc) ?? ""} fill={arc.data.color} />)}
        </Pie>
        <text textAnchor="middle" dy="0.35em" className="chart-donut-total">
          {formatNumber(total)}
        </text>
      </Group>
    </svg>
  );
}

/** The drawing, rendered once per distinct props on the server (markup-memo.tsx). */
export const DonutChart = memoDrawing(DonutChartDrawing);
