import { Download } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { liveLanguages } from "#app/neutral/languages.ts";

const formats = [
  ["txt", "listener.export.txt"],
  ["txt-times", "listener.export.txtTimes"],
  ["srt", "listener.export.srt"],
  ["vtt", "listener.export.vtt"],
  ["json", "listener.export.json"],
  ["csv", "listener.export.csv"],
] as const;

/** Download a finished sermon's transcript: pick a language and a format (a plain GET form). */
export function TranscriptDownload({
  broadcastId,
  defaultLanguage = "en",
}: {
  broadcastId: string;
  defaultLanguage?: string;
}) {
  const { t } = useTranslation();
  return (
    <form
      method="get"
      action={`/transcript/${broadcastId}`}
      className="transcript-download row-wrap"
      aria-label={t("listener.export.title")}
    >
      <div className="field">
        <label htmlFor={`export-language-${broadcastId}`}>{t("listener.export.language")}</label>
        <select id={`export-language-${broadcastId}`} name="language" defaultValue={defaultLanguage}>
          {liveLanguages.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`export-format-${broadcastId}`}>{t("listener.export.format")}</label>
        <select id={`export-format-${broadcastId}`} name="format" defaultValue="txt">
          {formats.map(([value, key]) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        <Download aria-hidden size={16} /> {t("listener.export.download")}
      </button>
    </form>
  );
}
