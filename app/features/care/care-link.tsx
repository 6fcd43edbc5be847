import { HeartHandshake } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "#app/utils/use-translation.ts";

/** From an organisation's page to its care settings (retention, follow-up, words never shown). */
export function CareLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <Link to={to} className="btn btn-secondary">
        <HeartHandshake aria-hidden size={16} /> {t("care.open")}
      </Link>
    </p>
  );
}
