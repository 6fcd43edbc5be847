import { useTranslation } from "#app/utils/use-translation.ts";
import { isOneOf } from "#app/locales/keys.ts";
import { deletionReasons, deletionStatuses } from "#app/features/accounts/deletion-schema.ts";

/** A stored deletion request's status and reason in the reader's language (an unknown code as stored). */
export function useDeletionLabels() {
  const { t } = useTranslation();
  return {
    status: (status: string) => (isOneOf(deletionStatuses, status) ? t(`deletion.status.${status}`) : status),
    reason: (reason: string) => (isOneOf(deletionReasons, reason) ? t(`deletion.reasons.${reason}`) : reason),
  };
}
