import { useTranslation } from "#app/utils/use-translation.ts";
import { Link, useLoaderData } from "react-router";
import { ListPage, type Column, type SortOption } from "#app/components/crud/list-page.tsx";
import { peopleKinds } from "./kinds.ts";
import type { loadPeopleList } from "./list.server.ts";
import { dateFormat } from "#app/utils/format.ts";

type Person = Awaited<ReturnType<typeof loadPeopleList>>["people"][number];

const sorts: SortOption[] = [
  { value: "name", labelKey: "crud.sortName" },
  { value: "newest", labelKey: "crud.sortNewest" },
  { value: "email", labelKey: "crud.sortEmail" },
];

/** The list of users, staff members or administrators (the page decides which). */
export function PeopleList() {
  const { kind, people, list } = useLoaderData<typeof loadPeopleList>();
  const { i18n } = useTranslation();
  const { path, section } = peopleKinds[kind];
  const columns: Column<Person>[] = [
    {
      key: "name",
      headerKey: "people.name",
      cell: (person) => <Link to={`${path}/${person.id}`}>{`${person.firstName} ${person.lastName}`.trim()}</Link>,
    },
    { key: "email", headerKey: "people.email", cell: (person) => person.email },
    { key: "phone", headerKey: "people.phone", cell: (person) => person.phone ?? "—" },
    ...(list.organisations
      ? [
          {
            key: "org",
            headerKey: "crud.organisation",
            cell: (person: Person) => person.organisation?.name ?? "—",
          } satisfies Column<Person>,
        ]
      : []),
    {
      key: "created",
      headerKey: "crud.created",
      cell: (person) => dateFormat(i18n.language, {}).format(new Date(person.createdAt)),
    },
  ];
  return (
    <ListPage
      list={list}
      rows={people}
      rowKey={(person) => person.id}
      columns={columns}
      sorts={sorts}
      section={section}
      addHref={`${path}/new`}
    />
  );
}
