import { Square } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form } from "react-router";
import { CsrfInput, StatusButton } from "#app/components/forms.tsx";

/** Stop, asked twice: one stray tap must not end the sermon for everyone. */
export function StopSermon({ broadcastId }: { broadcastId: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="btn btn-danger btn-block" onClick={() => setAsking(true)}>
        <Square aria-hidden size={16} /> {t("live.stop")}
      </button>
    );
  }
  return (
    <Form method="post" className="stop-confirm stack" role="group" aria-labelledby="stop-question">
      <CsrfInput />
      <input type="hidden" name="broadcastId" value={broadcastId} />
      <p id="stop-question">
        <strong>{t("liveFlow.stopQuestion")}</strong>
      </p>
      <div className="row-wrap">
        <StatusButton name="intent" value="stop" className="btn btn-danger" pendingText={t("live.stopping")}>
          <Square aria-hidden size={16} /> {t("liveFlow.stopConfirm")}
        </StatusButton>
        <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)} autoFocus>
          {t("liveFlow.stopCancel")}
        </button>
      </div>
    </Form>
  );
}
