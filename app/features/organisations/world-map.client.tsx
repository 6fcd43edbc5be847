import { ComposableMap, Geographies, Geography, Marker, useMapContext } from "react-simple-maps";
import { WORLD_TOPOLOGY_URL } from "#app/features/reports/charts/locations-map.tsx";

export type PickedPoint = { latitude: number; longitude: number };

/** Turns a click anywhere on the map into coordinates through the map's own projection. */
function ClickLayer({ onPick }: { onPick: (point: PickedPoint) => void }) {
  const { projection, width, height } = useMapContext();
  return (
    <rect
      width={width}
      height={height}
      fill="transparent"
      style={{ cursor: "crosshair" }}
      onClick={(event) => {
        const svg = event.currentTarget.ownerSVGElement;
        const matrix = svg?.getScreenCTM()?.inverse();
        if (!svg || !matrix) return;
        const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
        const lonLat = projection.invert?.([point.x, point.y]);
        if (!lonLat || !Number.isFinite(lonLat[0]) || !Number.isFinite(lonLat[1])) return;
        const round = (value: number) => Math.round(value * 10_000) / 10_000;
        onPick({ longitude: round(lonLat[0]), latitude: round(lonLat[1]) });
      }}
    />
  );
}

/**
 * The world map of the location picker. The topology is the world-atlas file shipped in
 * public/, so the map works with no internet; this module runs in the browser only.
 */
export default function WorldMap({
  point,
  label,
  onPick,
}: {
  point: PickedPoint | null;
  label: string;
  onPick: (point: PickedPoint) => void;
}) {
  return (
    <ComposableMap
      projection="geoEqualEarth"
      width={800}
      height={400}
      className="world-map"
      role="img"
      aria-label={label}
    >
      <Geographies geography={WORLD_TOPOLOGY_URL}>
        {({ geographies }) =>
          geographies.map((geography) => (
            <Geography key={geography.rsmKey} geography={geography} className="world-map-land" />
          ))
        }
      </Geographies>
      <ClickLayer onPick={onPick} />
      {point ? (
        <Marker coordinates={[point.longitude, point.latitude]}>
          <circle r={7} className="world-map-pin" />
        </Marker>
      ) : null}
    </ComposableMap>
  );
}
