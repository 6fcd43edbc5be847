import { Radio } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { dateFormat } from "#app/utils/format.ts";

type Sermon = {
  broadcastId: string;
  title: string | null;
  startedAt: Date | string;
  host: { firstName: string; lastName: string } | null;
};

/** Live sermons to join, then earlier ones to read again. */
export function SermonList({
  live,
  previous,
  joinPath,
}: {
  live: Sermon[];
  previous: Sermon[];
  joinPath: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const when = (date: Date | string) =>
    dateFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(date));
  return (
    <div className="stack-lg">
      <section className="stack" aria-labelledby="live-title">
        <h2 id="live-title" className="section-title">
          {t("live.listTitle")}
        </h2>
        {live.length === 0 ? (
          <div className="panel empty-state">
            <p className="h3">{t("live.noLive")}</p>
            <p className="muted">{t("live.noLiveHint")}</p>
          </div>
        ) : (
          <ul className="sermon-cards">
            {live.map((sermon) => (
              <li key={sermon.broadcastId} className="panel sermon-card">
                <span className="badge badge-warning">
                  <Radio aria-hidden size={12} /> {t("live.liveNow")}
                </span>
                <p className="sermon-card-title">{sermon.title ?? t("live.untitled")}</p>
                <p className="muted small">
                  {t("live.startedAt", { time: when(sermon.startedAt) })}
                  {sermon.host
                    ? ` · ${t("live.hostedBy", { name: `${sermon.host.firstName} ${sermon.host.lastName}` })}`
                    : ""}
                </p>
                <Link className="btn btn-primary" to={joinPath(sermon.broadcastId)}>
                  {t("live.join")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby="previous-title">
        <h2 id="previous-title" className="section-title">
          {t("live.previous")}
        </h2>
        {previous.length === 0 ? (
          <p className="muted">{t("live.previousEmpty")}</p>
        ) : (
          <ul className="previous-list panel">
            {previous.map((sermon) => (
              <li key={sermon.broadcastId}>
                <Link to={joinPath(sermon.broadcastId)}>{sermon.title ?? t("live.untitled")}</Link>
                <span className="muted small">{when(sermon.startedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
