import { Hammer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "./auth-layout.tsx";

/** Shown inside the layout for pages whose release has not landed yet (never a 404). */
export function ComingSoon({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel coming-soon" aria-labelledby="coming-soon-title">
      <Hammer aria-hidden size={40} className="coming-soon-icon" />
      <h2 id="coming-soon-title">{t("comingSoon.title")}</h2>
      <p>{t("comingSoon.body", { page: t(`pages.${pageKey}`) })}</p>
      <Link className="btn btn-primary" to="/dashboard">{t("comingSoon.back")}</Link>
    </section>
  );
}

/** A whole signed-out page that is not built yet, inside the sign-in frame. */
export function publicComingSoonPage(pageKey: string) {
  return function PublicComingSoonPage() {
    const { t } = useTranslation();
    return (
      <AuthLayout title={t(`pages.${pageKey}`)}>
        <ComingSoon pageKey={pageKey} />
      </AuthLayout>
    );
  };
}

/** A console page that is not built yet: the panel inside the admin layout. */
export function consoleComingSoonPage(pageKey: string) {
  return function ConsoleComingSoonPage() {
    return <ComingSoon pageKey={pageKey} />;
  };
}
