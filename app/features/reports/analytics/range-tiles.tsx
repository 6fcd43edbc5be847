import { Church, HandHeart, Radio, UserPlus } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import type { DashboardData } from "#app/features/reports/dashboard.server.ts";
import { formatNumber } from "#app/utils/format.ts";

const tiles = [
  { key: "newUsers", view: "users", icon: UserPlus },
  { key: "newSalvations", view: "salvations", icon: HandHeart },
  { key: "newSessions", view: "ended", icon: Church },
  { key: "liveSessions", view: "live", icon: Radio },
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
      {tiles.map(({ key, view, icon: TileIcon }) => (
        <li key={key}>
          <Link className="tile tile-link" to={detailsHref(view)}>
            <TileIcon aria-hidden size={22} className="tile-icon" />
            <span className="tile-value">{formatNumber(values[key], i18n.language)}</span>
            <span className="tile-label">{t(`charts.${key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
