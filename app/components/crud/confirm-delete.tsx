import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link } from "react-router";
import { CsrfInput, StatusButton } from "#app/components/forms.tsx";
import type { MessageKey } from "#app/locales/keys.ts";
import { RouteDialog } from "./route-dialog.tsx";

/** "Delete X?" with a real form: the record goes only after this second, explicit step. */
export function ConfirmDelete({
  name,
  bodyKey = "crud.confirmDeleteBody",
  cancelTo,
}: {
  name: string;
  bodyKey?: MessageKey;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  return (
    <RouteDialog titleKey="crud.confirmDeleteTitle" closeTo={cancelTo}>
      <p>{t(bodyKey, { name })}</p>
      <Form method="post" className="row-wrap dialog-actions">
        <CsrfInput />
        <input type="hidden" name="intent" value="delete" />
        <StatusButton className="btn btn-danger" pendingText={t("crud.deleting")}>
          {t("crud.confirmDelete")}
        </StatusButton>
        <Link className="btn btn-ghost" to={cancelTo}>
          {t("crud.cancel")}
        </Link>
      </Form>
    </RouteDialog>
  );
}
