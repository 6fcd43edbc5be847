import { useTranslation } from "#app/utils/use-translation.ts";
import { Link, useLoaderData } from "react-router";
import { ListPage, type Column, type SortOption } from "#app/components/crud/list-page.tsx";
import { eventStatus } from "#app/features/events/event-schema.ts";
import type { loadEventList } from "./list.server.ts";
import { dateFormat } from "#app/utils/format.ts";

type Row = Awaited<ReturnType<typeof loadEventList>>["events"][number];

const sorts: SortOption[] = [
  { value: "date", labelKey: "crud.sortDate" },
  { value: "name", labelKey: "crud.sortName" },
  { value: "newest", labelKey: "crud.sortNewest" },
];

export function StatusBadge({ startsAt }: { startsAt: Date | string }) {
  const { t } = useTranslation();
  const status = eventStatus(startsAt);
  return (
    <span className={`badge ${status === "active" ? "badge-success" : "badge-neutral"}`}>{t(`events.${status}`)}</span>
  );
}

/** The events of /events and /admin/events; each date is shown in its organisation's zone. */
export function EventList() {
  const { events, list } = useLoaderData<typeof loadEventList>();
  const { i18n } = useTranslation();
  const columns: Column<Row>[] = [
    { key: "name", headerKey: "events.name", cell: (event) => <Link to={`/events/${event.id}`}>{event.name}</Link> },
    {
      key: "date",
      headerKey: "events.startsAt",
      cell: (event) =>
        dateFormat(i18n.language, {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: event.organisation.timeZone,
        }).format(new Date(event.startsAt)),
    },
    { key: "status", headerKey: "events.status", cell: (event) => <StatusBadge startsAt={event.startsAt} /> },
    ...(list.organisations
      ? [
          {
            key: "org",
            headerKey: "crud.organisation",
            cell: (event: Row) => event.organisation.name,
          } satisfies Column<Row>,
        ]
      : []),
    { key: "images", headerKey: "events.images", cell: (event) => event._count.images },
  ];
  return (
    <ListPage
      list={list}
      rows={events}
      rowKey={(event) => event.id}
      columns={columns}
      sorts={sorts}
      section="events"
      searchPlaceholderKey="events.searchPlaceholder"
      addHref="/events/new"
    />
  );
}
