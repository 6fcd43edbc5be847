import { useTranslation } from "#app/utils/use-translation.ts";
import { Link } from "react-router";
import { ListPage, type Column, type SortOption } from "#app/components/crud/list-page.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { loadOrganisationList } from "#app/features/organisations/list.server.ts";
import { publicAddress } from "#app/features/share/public-address.server.ts";
import type { Route } from "./+types/organisations";

export const handle = pageHandle("nav.churches");
export async function loader({ request }: Route.LoaderArgs) {
  const list = await loadOrganisationList(request);
  // The super administrator is the one who can set PUBLIC_URL, so this is where it is shown.
  return { ...list, address: publicAddress(request) };
}

type Row = Route.ComponentProps["loaderData"]["organisations"][number];
const sorts: SortOption[] = [
  { value: "name", labelKey: "crud.sortName" },
  { value: "newest", labelKey: "crud.sortNewest" },
];

export default function OrganisationsPage({ loaderData: { organisations, list, address } }: Route.ComponentProps) {
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
    <div className="stack">
      <p className="panel muted public-address">
        {address.source === "setting"
          ? t("orgs.publicAddress", { address: address.origin })
          : t("orgs.publicAddressUnset")}
      </p>
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
    </div>
  );
}
