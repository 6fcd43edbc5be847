import { ComposableMap, Geographies, Geography, useMapContext } from "react-simple-maps";
import { memoDrawing } from "#app/components/markup-memo.tsx";

export type MapMarker = {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  live: boolean;
  sermons: number;
};

/** Served by the app itself (public/maps): the console must work on a church network with no internet. */
export const WORLD_TOPOLOGY_URL = "/maps/countries-110m.json";
export const MARKER_COLORS = { live: "#c2410c", idle: "#1d5fa8" };

/**
 * One marker per organisation. The countries arrive after the page (a 100 kB file fetched by the
 * browser); the markers are drawn on the server already, so the map is useful before that.
 */
function LocationsMapDrawing({ markers }: { markers: MapMarker[] }) {
  return (
    <ComposableMap
      projection="geoEqualEarth"
      projectionConfig={{ scale: 150 }}
      width={800}
      height={400}
      className="chart-svg chart-map"
    >
      <Geographies geography={WORLD_TOPOLOGY_URL}>
        {({ geographies }) =>
          geographies.map((geo) => <Geography key={geo.rsmKey} geography={geo} className="map-country" tabIndex={-1} />)
        }
      </Geographies>
      <Markers markers={markers} />
    </ComposableMap>
  );
}

const tenths = (n: number) => Math.round(n * 10) / 10;

/**
 * Each organisation as a circle, sized by its sermons, placed at whole pixels of the map's
 * projection: react-simple-maps' own Marker wraps each in a group placed to sixteen decimals,
 * for hover and focus states these markers do not use.
 */
function Markers({ markers }: { markers: MapMarker[] }) {
  const { projection } = useMapContext();
  const most = Math.max(1, ...markers.map((marker) => marker.sermons));
  return markers.map((marker) => {
    const [x, y] = projection([marker.longitude, marker.latitude]) ?? [NaN, NaN];
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    return (
      <circle
        key={marker.id}
        cx={Math.round(x)}
        cy={Math.round(y)}
        r={tenths(5 + 7 * Math.sqrt(marker.sermons / most))}
        fill={marker.live ? MARKER_COLORS.live : MARKER_COLORS.idle}
        className="map-marker"
      >
        <title>{marker.name}</title>
      </circle>
    );
  });
}

/** The drawing, rendered once per distinct markers on the server (markup-memo.tsx). */
export const LocationsMap = memoDrawing(LocationsMapDrawing);
