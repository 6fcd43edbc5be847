import { lazy, Suspense, useEffect, useState } from "react";
import type { PickedPoint } from "./world-map.client.tsx";

// Loaded in the browser only: the typed coordinate inputs do the job without JavaScript.
const WorldMap = lazy(() => import("./world-map.client.tsx"));

export function MapPicker({
  point,
  label,
  onPick,
}: {
  point: PickedPoint | null;
  label: string;
  onPick: (point: PickedPoint) => void;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className="map-picker">
      {mounted ? (
        <Suspense fallback={null}>
          <WorldMap point={point} label={label} onPick={onPick} />
        </Suspense>
      ) : null}
    </div>
  );
}
