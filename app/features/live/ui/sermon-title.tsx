import { useTranslation } from "#app/utils/use-translation.ts";
import { Form } from "react-router";
import { CsrfInput, StatusButton } from "#app/components/forms.tsx";

/**
 * The sermon's title, given or corrected while live: listeners see it on their next load, analytics
 * and exports name the sermon by it ("Untitled" lists fall back to its date and preacher).
 */
export function SermonTitle({ broadcastId, title }: { broadcastId: string; title: string | null }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="panel stack sermon-title-form" aria-labelledby="sermon-title-heading">
      <CsrfInput />
      <input type="hidden" name="broadcastId" value={broadcastId} />
      <h2 id="sermon-title-heading" className="h3">
        {t("live.sermonTitleHeading")}
      </h2>
      <div className="field">
        {/* The heading says what it is; the label stays for screen readers and the form's name. */}
        <label htmlFor="live-sermon-title" className="visually-hidden">
          {t("live.sermonTitle")}
        </label>
        {/* Keyed by the saved title, so the field shows what was saved after the page reloads its data. */}
        <input
          key={title ?? ""}
          id="live-sermon-title"
          name="title"
          maxLength={120}
          defaultValue={title ?? ""}
          autoComplete="off"
        />
      </div>
      <StatusButton name="intent" value="title" className="btn btn-secondary" pendingText={t("live.savingTitle")}>
        {t("live.saveTitle")}
      </StatusButton>
    </Form>
  );
}
