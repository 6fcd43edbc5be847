import type { ComponentProps } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { TranscriptView } from "#app/features/live/ui/transcript-view.tsx";

/**
 * A finished sermon's page, the same behind both doors (the guest's /sermon/join/{id} and the
 * member's /join/{id}): the church and title, then the transcript in the listener's language.
 */
export function FinishedSermon({
  sermon,
  transcript,
  purgedLines = null,
  language,
  leaveTo,
}: {
  sermon: { broadcastId: string; organisation: string; title: string | null };
  transcript: ComponentProps<typeof TranscriptView>["lines"];
  /** Lines the sermon had when the retention purge removed its text; null while it is kept. */
  purgedLines?: number | null;
  language: string;
  leaveTo: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="muted">
        {sermon.organisation} · {sermon.title ?? t("live.untitled")}
      </p>
      {purgedLines === null ? (
        <TranscriptView
          lines={transcript}
          language={language}
          leaveTo={leaveTo}
          downloadHref={`/transcript/${sermon.broadcastId}?format=txt`}
        />
      ) : (
        // Past the church's stated retention the text is gone; the count says it existed (decision 057).
        <p role="status" className="transcript-purged">
          {t("listener.retention.purged", { church: sermon.organisation, count: purgedLines })}
        </p>
      )}
    </>
  );
}
