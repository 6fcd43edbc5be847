import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { BrandMark } from "#app/components/brand.tsx";
import { LanguageSwitcher } from "#app/components/language-switcher.tsx";

/** The frame of public pages opened on a phone (mobile go-live/join-live, privacy policy). */
export function PublicLayout({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="public-shell">
      <header className="public-header">
        <Link to="/" className="public-brand">
          <BrandMark />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="public-main">
        <h1>{title}</h1>
        {children}
      </main>
      <footer className="public-footer">
        <Link to="/privacy-policy">{t("login.privacy")}</Link>
      </footer>
    </div>
  );
}
