import { useEffect, useState } from "react";

/** Keeps the screen on while `active`; reports "unsupported" (a warning, never a stop). */
export function useWakeLock(active: boolean) {
  const [state, setState] = useState<"idle" | "held" | "unsupported">("idle");
  useEffect(() => {
    if (!active) return;
    const wakeLock = (
      navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<{ release(): Promise<void> }> } }
    ).wakeLock;
    if (!wakeLock) {
      setState("unsupported");
      return;
    }
    let sentinel: { release(): Promise<void> } | null = null;
    let cancelled = false;
    const acquire = () =>
      wakeLock.request("screen").then(
        (held) => {
          if (cancelled) void held.release();
          else {
            sentinel = held;
            setState("held");
          }
        },
        () => setState("unsupported"),
      );
    void acquire();
    // The lock is dropped when the tab is hidden; take it again when the page comes back.
    const onVisible = () => document.visibilityState === "visible" && void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisible);
      void sentinel?.release();
    };
  }, [active]);
  return state;
}
