import { Languages } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "#app/utils/use-translation.ts";

/** From an organisation's page to its translation memory. */
export function MemoryLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <Link to={to} className="btn btn-secondary">
        <Languages aria-hidden size={16} /> {t("memory.open")}
      </Link>
    </p>
  );
}
