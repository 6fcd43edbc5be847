import { useTranslation } from "#app/utils/use-translation.ts";
import { isMessageKey } from "#app/locales/keys.ts";

// Its own module, without React Router, because the listener island uses it too
// (docs/decisions/021-listener-island.md).
/** Errors are i18next keys (from the shared zod schemas or the server); shown translated. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const { t, i18n } = useTranslation();
  const shown = errors?.filter(Boolean) ?? [];
  if (!shown.length) return null;
  return (
    <ul id={id} className="error-list" role="alert">
      {shown.map((error) => (
        <li key={error}>{isMessageKey(i18n, error) ? t(error) : error}</li>
      ))}
    </ul>
  );
}
