import { useTranslation } from "react-i18next";
import type { LanguageService } from "#app/features/providers/join-languages.tsx";
import { ListenerScreen } from "./listener-screen.tsx";
import { TranscriptView } from "./transcript-view.tsx";

type Data = {
  sermon: { broadcastId: string; title: string | null; status: string; organisation: string };
  transcript: { seq: number; text: string; untranslated: boolean }[] | null;
  language: string;
  languages?: LanguageService[];
};

/** A live sermon to follow, or a finished one to read again. */
export function ListenerPage({ data, leaveTo }: { data: Data; leaveTo: string }) {
  const { t } = useTranslation();
  const title = data.sermon.title ?? t("live.untitled");
  return (
    <div className="stack">
      <p className="muted">
        {data.sermon.organisation} · {title}
      </p>
      {data.transcript ? (
        <TranscriptView
          lines={data.transcript}
          language={data.language}
          leaveTo={leaveTo}
          downloadHref={`/transcript/${data.sermon.broadcastId}?format=txt`}
        />
      ) : (
        <ListenerScreen
          broadcastId={data.sermon.broadcastId}
          leaveTo={leaveTo}
          title={title}
          languages={data.languages}
        />
      )}
    </div>
  );
}
