import { Plus, Search } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link } from "react-router";
import { Pagination } from "#app/components/pagination.tsx";
import type { MessageKey, SectionWith } from "#app/locales/keys.ts";

export type Column<Row> = { key: string; headerKey: MessageKey; cell: (row: Row) => React.ReactNode };

export type SortOption = { value: string; labelKey: MessageKey };

type ListData = {
  total: number;
  page: number;
  pages: number;
  q: string;
  sort: string;
  organisationId: string | null;
  organisations: { id: string; name: string }[] | null;
};

type Props<Row> = {
  list: ListData;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  sorts: SortOption[];
  /** i18n section holding `title`, `add` and `empty` for this entity. */
  section: SectionWith<"title" | "add" | "empty">;
  /** The search box's hint, when this entity has its own ("Name, city or country"). */
  searchPlaceholderKey?: MessageKey;
  addHref?: string;
};

/**
 * The one list screen of the console: a GET search form (works without JavaScript), the
 * organisation filter for the super administrator, a table, an empty state and paging.
 */
export function ListPage<Row>(props: Props<Row>) {
  const { list, rows, rowKey, columns, sorts, section, addHref } = props;
  const searchPlaceholderKey = props.searchPlaceholderKey ?? "crud.searchPlaceholder";
  const { t } = useTranslation();
  const filtered = Boolean(list.q || list.organisationId);
  return (
    <section className="panel list-page" aria-labelledby="list-title">
      <div className="row-between list-head">
        <div>
          <h2 id="list-title">{t(`${section}.title`)}</h2>
          <p className="muted small" data-testid="list-count">
            {t("crud.count", { count: list.total })}
          </p>
        </div>
        {addHref ? (
          <Link className="btn btn-primary" to={addHref}>
            <Plus aria-hidden size={18} /> {t(`${section}.add`)}
          </Link>
        ) : null}
      </div>
      <Form method="get" className="list-toolbar" role="search">
        <div className="field">
          <label htmlFor="list-q">{t("crud.search")}</label>
          <input id="list-q" type="search" name="q" defaultValue={list.q} placeholder={t(searchPlaceholderKey)} />
        </div>
        {list.organisations ? (
          <div className="field">
            <label htmlFor="list-org">{t("crud.organisation")}</label>
            <select id="list-org" name="org" defaultValue={list.organisationId ?? ""}>
              <option value="">{t("crud.allOrganisations")}</option>
              {list.organisations.map((organisation) => (
                <option key={organisation.id} value={organisation.id}>
                  {organisation.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="list-sort">{t("crud.sort")}</label>
          <select id="list-sort" name="sort" defaultValue={list.sort}>
            {sorts.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {t(sort.labelKey)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          <Search aria-hidden size={16} /> {t("crud.apply")}
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="empty-state">{t(filtered ? "crud.emptySearch" : `${section}.empty`)}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {t(column.headerKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={t(column.headerKey)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} pages={list.pages} />
    </section>
  );
}
