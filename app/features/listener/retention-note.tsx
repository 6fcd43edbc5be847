import { ShieldCheck } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { RetentionChoice } from "#app/features/care/care-schema.ts";

/**
 * The church's stated retention, on the listener's join screen in the listener's language (issue 42,
 * decision 057), with the privacy page that says it again. Also runs in the island: a plain link.
 */
export function RetentionNote({
  church,
  retention,
  broadcastId,
}: {
  church: string;
  retention: RetentionChoice;
  broadcastId: string;
}) {
  const { t } = useTranslation();
  return (
    <p className="listener-retention muted small" data-retention={retention}>
      <ShieldCheck aria-hidden size={16} /> {t(`listener.retention.${retention}`, { church })}{" "}
      <a href={`/privacy-policy?sermon=${encodeURIComponent(broadcastId)}`}>{t("listener.retention.privacy")}</a>
    </p>
  );
}
