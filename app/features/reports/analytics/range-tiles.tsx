import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import type { DashboardData } from "#app/features/reports/dashboard.server.ts";
import { formatNumber } from "#app/utils/format.ts";

const tiles = [
  { key: "newUsers", label: "newUsers", view: "users", icon: "newUsers" },
  { key: "newSalvations", label: "newSalvations", view: "salvations", icon: "salvations" },
  // The screen's labels still say "sessions" (README glossary); the figures are sermons.
  { key: "newSermons", label: "newSessions", view: "ended", icon: "church" },
  { key: "liveSermons", label: "liveSessions", view: "live", icon: "live" },
] as const;

/** The four numbers of the chosen range; each opens the table it counted. */
export function RangeTiles({
  tiles: values,
  detailsHref,
}: {
  tiles: DashboardData["tiles"];
  detailsHref: (view: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="tiles range-tiles">
      {tiles.map(({ key, label, view, icon }) => (
        <li key={key}>
          <Link className="tile tile-link" to={detailsHref(view)}>
            <Icon name={icon} size={22} className="tile-icon" />
            <span className="tile-value">{formatNumber(values[key], i18n.language)}</span>
            <span className="tile-label">{t(`charts.${label}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
