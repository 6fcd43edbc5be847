import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link, useFetcher, useMatches } from "react-router";
import { CsrfInput } from "#app/components/forms.tsx";
import { Icon } from "#app/components/icon.tsx";
import { LanguageSwitcher } from "#app/components/language-switcher.tsx";
import type { PageHandle } from "#app/utils/handle.ts";
import { clearLocalSession } from "#app/features/auth/local-session.ts";
import type { MenuAction, MenuState } from "#app/features/shell/menu-state.ts";
import { useRootData } from "#app/utils/root-data.ts";
import type { ShellUser } from "#app/features/shell/console-user.ts";

type Props = { user: ShellUser; menu: MenuState; dispatch: React.Dispatch<MenuAction> };

export function Header({ user, menu, dispatch }: Props) {
  const { t } = useTranslation();
  const handle = useMatches().findLast((match) => (match.handle as PageHandle | undefined)?.titleKey)?.handle as
    PageHandle | undefined;
  const title = t(handle?.titleKey ?? "nav.dashboard");
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const collapsed = menu.collapsed === true;
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button mobile-toggler"
        aria-label={menu.mobileOpen ? t("header.closeMenu") : t("header.openMenu")}
        aria-expanded={menu.mobileOpen}
        aria-controls="sidebar"
        onClick={() => dispatch({ type: "toggleMobile" })}
      >
        <Icon name="menu" size={20} />
      </button>
      <button
        type="button"
        className="icon-button collapse-toggler"
        aria-label={collapsed ? t("header.expandMenu") : t("header.collapseMenu")}
        aria-pressed={collapsed}
        onClick={() => dispatch({ type: "collapse" })}
      >
        <Icon name={collapsed ? "expandMenu" : "collapseMenu"} size={20} />
      </button>
      <div className="header-title">
        <h1>{title}</h1>
        <nav aria-label={t("header.breadcrumb")} className="breadcrumb">
          <ol>
            <li>
              <Link to="/dashboard">{t("header.home")}</Link>
            </li>
            {handle?.parent ? (
              <li>
                <Link to={handle.parent.to}>{t(handle.parent.titleKey)}</Link>
              </li>
            ) : null}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
      <div className="header-actions">
        <LanguageSwitcher />
        <ThemeToggle />
        <span className="header-user" title={t("header.signedInAs", { name: fullName })}>
          <span className="avatar" aria-hidden>
            {(user.firstName[0] ?? "") + (user.lastName[0] ?? "")}
          </span>
          <span className="header-user-name">{fullName}</span>
        </span>
        <Form method="post" action="/logout" onSubmit={() => clearLocalSession()}>
          <CsrfInput />
          <button type="submit" className="icon-button" aria-label={t("header.logout")} title={t("header.logout")}>
            <Icon name="logout" size={20} />
          </button>
        </Form>
      </div>
    </header>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const root = useRootData();
  const current = (fetcher.formData?.get("theme") as string | undefined) ?? root?.theme ?? "light";
  const next = current === "dark" ? "light" : "dark";
  // Optimistic: the page switches at once; the cookie follows.
  if (typeof document !== "undefined") document.documentElement.dataset.theme = current;
  return (
    <fetcher.Form method="post" action="/theme">
      <CsrfInput />
      <input type="hidden" name="theme" value={next} />
      <button
        type="submit"
        className="icon-button"
        aria-label={next === "dark" ? t("header.switchToDark") : t("header.switchToLight")}
      >
        <Icon name={current === "dark" ? "lightTheme" : "darkTheme"} size={20} />
      </button>
    </fetcher.Form>
  );
}
