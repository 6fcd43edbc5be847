import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { BrandMark } from "#app/components/brand.tsx";
import { LanguageSwitcher } from "#app/components/language-switcher.tsx";

/** The frame of the signed-out screens: the promise on one side, the form on the other. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-shell">
      <aside className="auth-hero" aria-hidden>
        <BrandMark />
        <div className="auth-hero-copy">
          <p className="auth-hero-title">{t("login.heroTitle")}</p>
          <p>{t("login.heroBody")}</p>
          <ul className="auth-hero-langs">
            {["Hello", "Olá", "Hola", "Halo", "你好", "مرحبا", "नमस्ते"].map((word) => (
              <li key={word}>{word}</li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="auth-main" id="main">
        <div className="auth-topbar">
          <span className="auth-brand-small">
            <BrandMark />
          </span>
          <LanguageSwitcher />
        </div>
        <div className="auth-card">
          <h1>{title}</h1>
          {subtitle ? <p className="muted">{subtitle}</p> : null}
          {children}
        </div>
        <footer className="auth-footer">
          <Link to="/privacy-policy">{t("login.privacy")}</Link> ·{" "}
          <Link to="/public/events">{t("publicEvents.title")}</Link>
        </footer>
      </main>
    </div>
  );
}
