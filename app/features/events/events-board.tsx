import { useTranslation } from "#app/utils/use-translation.ts";
import { Pagination } from "#app/components/pagination.tsx";
import { dateFormat } from "#app/utils/format.ts";
import { Icon } from "#app/components/icon.tsx";

type Event = {
  id: string;
  name: string;
  description: string;
  startsAt: Date | string;
  organisation: { name: string; timeZone: string };
  images: { id: string; path: string }[];
};
type Section = { events: Event[]; page: number; pages: number; total: number };
type Props = {
  organisations: { id: string; name: string }[];
  organisationId: string;
  upcoming: Section;
  expired: Section;
};

const LONG_DESCRIPTION = 180;

/** Upcoming then expired events, with an organisation filter that works without JavaScript. */
export function EventsBoard({ organisations, organisationId, upcoming, expired }: Props) {
  const { t } = useTranslation();
  return (
    <div className="stack-lg">
      <form method="get" className="panel row-wrap events-filter">
        <div className="field">
          <label htmlFor="events-org">{t("publicEvents.organisation")}</label>
          <select id="events-org" name="org" defaultValue={organisationId}>
            <option value="">{t("publicEvents.allOrganisations")}</option>
            {organisations.map((organisation) => (
              <option key={organisation.id} value={organisation.id}>
                {organisation.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {t("publicEvents.filter")}
        </button>
      </form>
      <EventSection
        id="upcoming"
        title={t("publicEvents.upcoming")}
        empty={t("publicEvents.noUpcoming")}
        section={upcoming}
        pageParam="page"
        expired={false}
      />
      <EventSection
        id="expired"
        title={t("publicEvents.expired")}
        empty={t("publicEvents.noExpired")}
        section={expired}
        pageParam="past"
        expired
      />
    </div>
  );
}

function EventSection(props: {
  id: string;
  title: string;
  empty: string;
  section: Section;
  pageParam: string;
  expired: boolean;
}) {
  return (
    <section id={props.id} className="stack" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`} className="section-title">
        {props.title} <span className="muted">({props.section.total})</span>
      </h2>
      {props.section.events.length === 0 ? (
        <p className="panel muted">{props.empty}</p>
      ) : (
        <ul className="event-cards">
          {props.section.events.map((event) => (
            <EventCard key={event.id} event={event} expired={props.expired} />
          ))}
        </ul>
      )}
      <Pagination page={props.section.page} pages={props.section.pages} param={props.pageParam} anchor={props.id} />
    </section>
  );
}

function EventCard({ event, expired }: { event: Event; expired: boolean }) {
  const { t, i18n } = useTranslation();
  const when = dateFormat(i18n.language, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: event.organisation.timeZone,
  }).format(new Date(event.startsAt));
  const long = event.description.length > LONG_DESCRIPTION;
  return (
    <li className="panel event-card" data-status={expired ? "expired" : "active"}>
      <div className="row-between">
        <span className={`badge ${expired ? "badge-neutral" : "badge-success"}`}>
          {expired ? t("basic.expired") : t("basic.active")}
        </span>
        <span className="muted small">{event.organisation.name}</span>
      </div>
      <h3 className="event-title">{event.name}</h3>
      <p className="muted small">
        <Icon name="events" size={14} /> <time dateTime={new Date(event.startsAt).toISOString()}>{when}</time>
      </p>
      {event.images.length ? (
        <div className="event-images">
          {event.images.map((image) => (
            <ZoomableImage key={image.id} id={image.id} src={`/uploads/${image.path}`} alt={event.name} />
          ))}
        </div>
      ) : null}
      {long ? (
        <details className="read-more">
          <summary>
            <span className="read-more-preview">{event.description.slice(0, LONG_DESCRIPTION)}…</span>{" "}
            <span className="read-more-label">{t("publicEvents.readMore")}</span>
          </summary>
          <p>{event.description}</p>
        </details>
      ) : (
        <p>{event.description}</p>
      )}
    </li>
  );
}

/**
 * A photo that opens full size in a popover: the browser opens and closes it (Escape, a tap
 * outside, or the close button) without any script, so it works on the plain-HTML public page.
 */
function ZoomableImage({ id, src, alt }: { id: string; src: string; alt: string }) {
  const { t } = useTranslation();
  const popoverId = `zoom-${id}`;
  return (
    <>
      <button
        type="button"
        className="event-thumb"
        popoverTarget={popoverId}
        aria-label={t("publicEvents.zoom", { name: alt })}
      >
        {/* Shown at 96×72: served at twice that, not the full upload. */}
        <img src={`${src}?w=192`} alt="" loading="lazy" width={96} height={72} />
        <Icon name="zoom" size={18} className="event-thumb-icon" />
      </button>
      <div id={popoverId} popover="auto" role="dialog" aria-label={alt} className="lightbox">
        <img src={src} alt={alt} loading="lazy" />
        <button type="button" className="btn btn-secondary" popoverTarget={popoverId} popoverTargetAction="hide">
          {t("publicEvents.close")}
        </button>
      </div>
    </>
  );
}
