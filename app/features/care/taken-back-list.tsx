import { Undo2 } from "lucide-react";
import { formatDateTime } from "#app/utils/format.ts";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { TakenBackAudit } from "./taken-back.server.ts";

/**
 * Lines taken back from every screen (decision 061): who, from where and when, so a church can
 * answer "who removed that?" — the words themselves are gone and are not shown here.
 */
export function TakenBackList({ audit }: { audit: TakenBackAudit }) {
  const { t, i18n } = useTranslation();
  const { entries, total, timeZone } = audit;
  return (
    <section className="panel stack" aria-labelledby="taken-back-title">
      <h2 id="taken-back-title">
        <Undo2 aria-hidden size={20} /> {t("care.takenBack.title")}
      </h2>
      <p className="muted">{t("care.takenBack.intro")}</p>
      {entries.length ? (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("care.takenBack.when")}</th>
                <th scope="col">{t("care.takenBack.sermon")}</th>
                <th scope="col">{t("care.takenBack.line")}</th>
                <th scope="col">{t("care.takenBack.by")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t("care.takenBack.when")}>{formatDateTime(entry.at, i18n.language, timeZone)}</td>
                  <td data-label={t("care.takenBack.sermon")}>{entry.sermon}</td>
                  <td data-label={t("care.takenBack.line")}>{entry.line}</td>
                  <td data-label={t("care.takenBack.by")}>
                    {entry.by ?? t("care.takenBack.someone")}{" "}
                    <span className="muted small">· {t(`care.takenBack.from.${entry.from}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t("care.takenBack.empty")}</p>
      )}
      {total > entries.length ? (
        <p className="muted small">{t("care.takenBack.more", { shown: entries.length, total })}</p>
      ) : null}
    </section>
  );
}
