import { Languages } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { useLocation } from "react-router";
import { interfaceLanguageNames, interfaceLanguages, languageStorageKey } from "#app/neutral/languages.ts";

/**
 * Plain links with ?lng= (the query parameter of requirements R1.6): they work without JavaScript and the
 * server remembers the choice in the i18next cookie.
 */
/** Escape closes the open list and puts focus back on its button, as in any menu. */
function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== "Escape" || !event.currentTarget.open) return;
  event.currentTarget.open = false;
  event.currentTarget.querySelector("summary")?.focus();
}

export function LanguageSwitcher({ align = "end" }: { align?: "start" | "end" }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const hrefFor = (language: string) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", language);
    return `${location.pathname}?${params}`;
  };
  return (
    <details className={`dropdown dropdown-${align}`} onKeyDown={closeOnEscape}>
      {/* Named by its own text ("Language: EN"), so the name a screen reader or voice control
          uses contains the visible label (WCAG 2.5.3). */}
      <summary className="icon-button" title={t("header.language")}>
        <Languages aria-hidden size={18} />
        <span className="visually-hidden">{t("header.language")}: </span>
        <span className="dropdown-current">{i18n.language.toUpperCase()}</span>
      </summary>
      <ul className="dropdown-menu" aria-label={t("header.language")}>
        {interfaceLanguages.map((language) => (
          <li key={language}>
            <a
              href={hrefFor(language)}
              lang={language}
              hrefLang={language}
              aria-current={i18n.language === language ? "true" : undefined}
              onClick={() => localStorage.setItem(languageStorageKey, language)}
            >
              {interfaceLanguageNames[language]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
