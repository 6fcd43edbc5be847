import { ComposableMap, Geographies, Geography, Marker } from "react-simple-maps";
import { memoDrawing } from "#app/utils/markup-memo.tsx";

export type MapMarker = {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  live: boolean;
  sessions: number;
};

/** Served by the app itself (public/maps): the console must work on a church network with no internet. */
export const WORLD_TOPOLOGY_URL = "/maps/countries-110m.json";
export const MARKER_COLORS = { live: "#c2410c", idle: "#1d5fa8" };

/**
 * One marker per organisation. The countries arrive after the page (a 100 kB file fetched by the
 * browser); the markers are drawn on the server already, so the map is useful before that.
 */
function LocationsMapDrawing({ markers }: { markers: MapMarker[] }) {
  const most = Math.max(1, ...markers.map((marker) => marker.sessions));
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
      {markers.map((marker) => (
        <Marker key={marker.id} coordinates={[marker.longitude, marker.latitude]}>
          <circle
            r={5 + 7 * Math.sqrt(marker.sessions / most)}
            fill={marker.live ? MARKER_COLORS.live : MARKER_COLORS.idle}
            fillOpacity={0.8}
            stroke="#fff"
            strokeWidth={1.5}
          >
            <title>{marker.name}</title>
          </circle>
        </Marker>
      ))}
    </ComposableMap>
  );
}

/** The drawing, rendered once per distinct markers on the server (markup-memo.tsx). */
export const LocationsMap = memoDrawing(LocationsMapDrawing);
