import { useEffect, useRef } from "react";
import type { MenuAction } from "#app/features/shell/menu-state.ts";

const focusable = "a[href], button:not([disabled])";

/**
 * Keyboard use of the phone menu (under 992 px). The sidebar comes before the header in the
 * page, so after "Open menu" the next Tab went on to the header and the page, and the open menu
 * was only reached by going all the way round. Opening it now moves focus to its first link;
 * Escape closes it; closing it while focus is in it (Escape, the scrim, a link) returns focus to
 * the menu button.
 */
export function usePhoneMenuFocus(open: boolean, dispatch: React.Dispatch<MenuAction>) {
  const wasOpen = useRef(false);
  useEffect(() => {
    const sidebar = document.getElementById("sidebar");
    if (open) {
      sidebar?.querySelector<HTMLElement>(focusable)?.focus();
    } else if (wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || sidebar?.contains(active)) {
        document.querySelector<HTMLElement>(".mobile-toggler")?.focus();
      }
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") dispatch({ type: "leaveContent" });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, dispatch]);
}
