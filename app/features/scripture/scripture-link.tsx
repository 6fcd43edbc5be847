import { BookOpen } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";

/** From an organisation's page to its scripture settings. */
export function ScriptureLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <Link to={to} className="btn btn-secondary">
        <BookOpen aria-hidden size={16} /> {t("scripture.settings.title")}
      </Link>
    </p>
  );
}
