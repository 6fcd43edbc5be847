import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { ListPage, type Column, type SortOption } from "#app/components/crud/list-page.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { loadOrganisationList } from "../list.server.ts";
import type { Route } from "./+types/organisations";

export const handle = pageHandle("nav.churches");
export const loader = ({ request }: Route.LoaderArgs) => loadOrganisationList(request);

type Row = Route.ComponentProps["loaderData"]["organisations"][number];
const sorts: SortOption[] = [
  { value: "name", labelKey: "crud.sortName" },
  { value: "newest", labelKey: "crud.sortNewest" },
];

export default function OrganisationsPage({ loaderData: { organisations, list } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const columns: Column<Row>[] = [
    { key: "name", headerKey: "orgs.name", cell: (org) => <Link to={`/churches/${org.id}`}>{org.name}</Link> },
    {
      key: "place",
      headerKey: "orgs.city",
      cell: (org) => [org.city, org.country].filter(Boolean).join(", ") || t("userDetail.none"),
    },
    { key: "people", headerKey: "orgs.people", cell: (org) => org._count.users },
    { key: "events", headerKey: "orgs.events", cell: (org) => org._count.events },
  ];
  return (
    <ListPage
      list={list}
      rows={organisations}
      rowKey={(org) => org.id}
      columns={columns}
      sorts={sorts}
      section="orgs"
      searchPlaceholderKey="orgs.searchPlaceholder"
      addHref="/churches/new"
    />
  );
}
