import { ChevronDown } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Link, NavLink, useLocation } from "react-router";
import { MemoisedSection } from "#app/components/section-memo.tsx";
import { BrandMark } from "#app/components/brand.tsx";
import { Icon } from "#app/components/icon.tsx";
import { joinLiveBasePath, useJoinLivePath } from "#app/features/shell/join-live-path.ts";
import { menuFor, type MenuItem } from "#app/features/shell/menu.ts";
import type { MenuAction, MenuState } from "#app/features/shell/menu-state.ts";
import type { UserType } from "#app/features/auth/roles.ts";

type Props = { userType: UserType; liveNow: boolean; state: MenuState; dispatch: React.Dispatch<MenuAction> };

/**
 * The menu is the same markup for everyone of a role and organisation on a page in a language: on
 * the server it is rendered once per such key and its markup reused (section-memo.tsx, decision
 * 067). The server always draws the first menu state (nothing open), as the browser's first render.
 */
export function Sidebar({ userType, liveNow, state, dispatch }: Props) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const joinLive = useJoinLivePath();
  return (
    <MemoisedSection
      as="aside"
      memoKey={JSON.stringify(["sidebar", i18n.language, pathname, userType, liveNow, joinLive])}
      className="sidebar"
      id="sidebar"
      onMouseEnter={() => dispatch({ type: "enterMenu" })}
      onMouseLeave={() => dispatch({ type: "leaveMenu" })}
    >
      {() => (
        <SidebarBody userType={userType} liveNow={liveNow} joinLive={joinLive} state={state} dispatch={dispatch} />
      )}
    </MemoisedSection>
  );
}

// The join-live address is read once by Sidebar and handed down, so the memo's key and the links it
// stands for are the same value.
function SidebarBody({ userType, liveNow, joinLive, state, dispatch }: Props & { joinLive: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/dashboard" className="sidebar-brand" onClick={() => dispatch({ type: "leaveContent" })}>
        <BrandMark />
      </Link>
      <nav aria-label={t("nav.menu")} className="sidebar-nav">
        {menuFor(userType, { liveNow }).map((group) => (
          <section key={group.id} className="menu-group" aria-labelledby={`menu-group-${group.id}`}>
            <h2 id={`menu-group-${group.id}`} className="menu-group-title">
              {t(group.titleKey)}
            </h2>
            <ul>
              {group.children.map((item) => (
                <MenuEntry key={item.id} item={item} joinLive={joinLive} state={state} dispatch={dispatch} />
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </>
  );
}

function MenuEntry({
  item,
  joinLive,
  state,
  dispatch,
}: {
  item: MenuItem;
  joinLive: string;
  state: MenuState;
  dispatch: React.Dispatch<MenuAction>;
}) {
  const { t } = useTranslation();
  const title = t(item.titleKey);
  if (item.type === "collapse") {
    const open = state.openIds.includes(item.id);
    return (
      <li className="menu-item">
        <button
          type="button"
          className="menu-link"
          aria-expanded={open}
          aria-controls={`submenu-${item.id}`}
          onClick={() => dispatch({ type: "toggleGroup", id: item.id, sub: true })}
        >
          <Icon name={item.icon} />
          <span className="menu-label">{title}</span>
          <ChevronDown aria-hidden size={16} className="menu-chevron" />
        </button>
        <ul id={`submenu-${item.id}`} hidden={!open} className="submenu">
          {item.children?.map((child) => (
            <MenuEntry key={child.id} item={child} joinLive={joinLive} state={state} dispatch={dispatch} />
          ))}
        </ul>
      </li>
    );
  }
  return (
    <li className={item.hideBelow575 ? "menu-item hide-below-575" : "menu-item"}>
      <NavLink
        to={item.url === joinLiveBasePath ? joinLive : (item.url ?? "/dashboard")}
        className="menu-link"
        title={title}
        data-menu-id={item.id}
        onClick={() => dispatch({ type: "leaveContent" })}
      >
        <Icon name={item.icon} />
        <span className="menu-label">{title}</span>
        {item.badge ? (
          <span className={`badge badge-${item.badge.tone} menu-badge`}>{t(item.badge.titleKey)}</span>
        ) : null}
      </NavLink>
    </li>
  );
}
