import { useTranslation } from "#app/utils/use-translation.ts";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { rangeKeys, type RangeInput } from "#app/features/aggregates/date-range.ts";

type Props = {
  range: RangeInput;
  orgParam: string;
  /** Organisations to choose from; only the super administrator gets a choice. */
  organisations: { id: string; name: string }[];
  canChooseOrganisation: boolean;
  timeZone: string;
  /** Extra parameters to keep (the analytics view). */
  keep?: Record<string, string>;
};

/**
 * Range presets are plain links and the custom range and organisation are GET forms, so the
 * filters work without JavaScript and every filtered page has a URL that can be shared. The forms'
 * action is the page's path without its query (a GET form replaces the query with its fields), so
 * the dashboard's report is the same markup at every address that shows the same figures
 * (section-memo.tsx).
 */
export function ReportFiltersForm({
  range,
  orgParam,
  organisations,
  canChooseOrganisation,
  timeZone,
  keep = {},
}: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const submit = useSubmit();
  const hrefFor = (key: string) => {
    const params = new URLSearchParams({ ...keep, range: key });
    if (orgParam) params.set("org", orgParam);
    return `${location.pathname}?${params}`;
  };
  const hidden = (values: Record<string, string>) =>
    Object.entries(values)
      .filter(([, value]) => value)
      .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <section className="panel report-filters" aria-label={t("ranges.filters")}>
      <nav className="pill-nav" aria-label={t("ranges.label")}>
        {rangeKeys
          .filter((key) => key !== "custom")
          .map((key) => (
            <Link key={key} className="pill" to={hrefFor(key)} aria-current={range.range === key ? "page" : undefined}>
              {t(`ranges.${key}`)}
            </Link>
          ))}
      </nav>
      <div className="filter-forms">
        <Form method="get" action={location.pathname} className="filter-form">
          {hidden({ ...keep, range: "custom", org: orgParam })}
          <fieldset className={range.range === "custom" ? "filter-custom is-current" : "filter-custom"}>
            <legend>{t("ranges.custom")}</legend>
            <label>
              {t("ranges.from")} <input type="date" name="from" required defaultValue={range.from ?? ""} />
            </label>
            <label>
              {t("ranges.to")} <input type="date" name="to" required defaultValue={range.to ?? ""} />
            </label>
            <button type="submit" className="btn btn-secondary">
              {t("ranges.apply")}
            </button>
          </fieldset>
        </Form>
        {canChooseOrganisation ? (
          <Form method="get" action={location.pathname} className="filter-form">
            {hidden({ ...keep, range: range.range, from: range.from ?? "", to: range.to ?? "" })}
            <label className="filter-org">
              {t("ranges.organisation")}
              <select name="org" defaultValue={orgParam} onChange={(event) => submit(event.currentTarget.form)}>
                <option value="">{t("ranges.allOrganisations")}</option>
                {organisations.map((organisation) => (
                  <option key={organisation.id} value={organisation.id}>
                    {organisation.name}
                  </option>
                ))}
              </select>
            </label>
            <noscript>
              <button type="submit" className="btn btn-secondary">
                {t("ranges.apply")}
              </button>
            </noscript>
          </Form>
        ) : null}
      </div>
      <p className="muted small">{t("ranges.timeZone", { zone: timeZone })}</p>
    </section>
  );
}
