/**
 * Open/collapse behaviour of the side menu (requirements R2.54). A sub-menu opens
 * alongside the others; a plain item opens exclusively, or closes itself when already open.
 */
export type MenuState = {
  layout: "vertical" | "horizontal";
  /** The user's own choice; null follows the screen width (collapsed under 1024 px). */
  collapsed: boolean | null;
  openIds: string[];
  mobileOpen: boolean;
  /** A collapsed menu shows labels while the pointer is over it. */
  hovering: boolean;
};

export type MenuAction =
  | { type: "changeLayout"; layout: MenuState["layout"] }
  | { type: "collapse"; collapsed?: boolean }
  | { type: "toggleGroup"; id: string; sub: boolean }
  | { type: "enterMenu" }
  | { type: "leaveMenu" }
  | { type: "leaveContent" }
  | { type: "toggleMobile" }
  | { type: "reset" };

export const initialMenuState: MenuState = {
  layout: "vertical",
  collapsed: null,
  openIds: [],
  mobileOpen: false,
  hovering: false,
};

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case "changeLayout":
      return { ...state, layout: action.layout, openIds: [] };
    case "collapse":
      return { ...state, collapsed: action.collapsed ?? !(state.collapsed ?? false), hovering: false };
    case "toggleGroup": {
      const isOpen = state.openIds.includes(action.id);
      if (action.sub) {
        const openIds = isOpen ? state.openIds.filter((id) => id !== action.id) : [...state.openIds, action.id];
        return { ...state, openIds };
      }
      return { ...state, openIds: isOpen ? [] : [action.id] };
    }
    case "enterMenu":
      return { ...state, hovering: true };
    case "leaveMenu":
      return { ...state, hovering: false };
    case "leaveContent":
      // Tapping the page behind an open phone menu closes it.
      return { ...state, mobileOpen: false };
    case "toggleMobile":
      return { ...state, mobileOpen: !state.mobileOpen };
    case "reset":
      return initialMenuState;
  }
}
