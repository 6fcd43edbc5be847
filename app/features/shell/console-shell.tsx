import { useReducer } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { initialMenuState, menuReducer } from "#app/features/shell/menu-state.ts";
import type { ShellUser } from "#app/features/shell/console-user.ts";
import { Header } from "./header.tsx";
import { Sidebar } from "./sidebar.tsx";
import { usePhoneMenuFocus } from "./use-phone-menu-focus.ts";

/**
 * Sidebar + header + page. Widths follow requirements R2.53: off-canvas under 992 px (mobile toggler),
 * a collapsed icon rail from 992 to 1023 px, open from 1024 px; the user's own collapse
 * choice (data-collapsed) overrides the automatic rail. The CSS does the width work, so the
 * first paint is right before any JavaScript runs.
 */
export function ConsoleShell({
  user,
  liveNow,
  children,
}: {
  user: ShellUser;
  /** One of the organisation's sermons is live: "Go live" says so. */
  liveNow: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [menu, dispatch] = useReducer(menuReducer, initialMenuState);
  usePhoneMenuFocus(menu.mobileOpen, dispatch);
  const collapsed = menu.collapsed === null ? "auto" : String(menu.collapsed);
  return (
    <div
      className="shell"
      data-layout={menu.layout}
      data-collapsed={collapsed}
      data-mobile-open={menu.mobileOpen}
      data-hovering={menu.hovering}
    >
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <Sidebar userType={user.userType} liveNow={liveNow} state={menu} dispatch={dispatch} />
      {menu.mobileOpen ? (
        <button
          type="button"
          className="shell-scrim"
          aria-label={t("header.closeMenu")}
          onClick={() => dispatch({ type: "leaveContent" })}
        />
      ) : null}
      <div className="shell-body">
        <Header user={user} menu={menu} dispatch={dispatch} />
        <main id="main" className="shell-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
