import { useTranslation } from "#app/utils/use-translation.ts";
import { NavLink } from "react-router";
import type { MessageKey } from "#app/locales/keys.ts";

const sections = [
  "button",
  "badges",
  "breadcrumb-paging",
  "collapse",
  "tabs-pills",
  "typography",
  "sample-users",
] as const;
const titleKeys: Record<(typeof sections)[number], MessageKey> = {
  button: "basic.button",
  badges: "basic.badges",
  "breadcrumb-paging": "basic.breadcrumbPaging",
  collapse: "basic.collapse",
  "tabs-pills": "basic.tabsPills",
  typography: "basic.typography",
  "sample-users": "sampleUsers.title",
};

/** The frame of the /basic/ living style guide: a section list and one specimen panel. */
export function StyleGuidePage({ titleKey, children }: { titleKey: MessageKey; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="stack-lg">
      <p className="muted">{t("basic.intro")}</p>
      <nav aria-label={t("basic.title")} className="pill-nav">
        {sections.map((section) => (
          <NavLink key={section} to={`/basic/${section}`} className="pill">
            {t(titleKeys[section])}
          </NavLink>
        ))}
      </nav>
      <section className="panel stack" aria-labelledby="specimen-title">
        <h2 id="specimen-title">{t(titleKey)}</h2>
        {children}
      </section>
    </div>
  );
}
