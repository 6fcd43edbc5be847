import { X } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import type { MessageKey } from "#app/locales/keys.ts";

/**
 * A dialog that is a URL (?dialog=… / ?confirm=…): opened by a link and closed by a link, so
 * it works without JavaScript, and the back button closes it.
 */
export function RouteDialog({
  titleKey,
  closeTo,
  children,
}: {
  titleKey: MessageKey;
  closeTo: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="route-dialog-scrim">
      <div className="route-dialog panel" role="dialog" aria-modal="true" aria-labelledby="route-dialog-title">
        <div className="row-between">
          <h2 id="route-dialog-title">{t(titleKey)}</h2>
          <Link to={closeTo} className="icon-button" aria-label={t("crud.close")} preventScrollReset>
            <X aria-hidden size={18} />
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
