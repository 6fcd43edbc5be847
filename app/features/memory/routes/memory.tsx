import { Download, Languages, Pencil, Trash2, Upload } from "lucide-react";
import { Form, Link } from "react-router";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field, SelectField, StatusButton } from "#app/components/forms.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { loadMemoryPage, memoryPageAction } from "#app/features/memory/memory-page.server.ts";
import { isMessageKey } from "#app/locales/keys.ts";
import { pageHandle } from "#app/utils/handle.ts";
import { liveLanguage, liveLanguages } from "#app/neutral/languages.ts";
import { useTranslation } from "#app/utils/use-translation.ts";
import { learnedLive, MemoryOrigin } from "#app/features/memory/memory-origin.tsx";
import type { Route } from "./+types/memory";

export const handle = pageHandle("memory.title");
export const loader = ({ request, params }: Route.LoaderArgs) => loadMemoryPage(request, params.organisationId);
export const action = ({ request, params }: Route.ActionArgs) => memoryPageAction(request, params.organisationId);

const languageOptions = liveLanguages.map((language) => ({ value: language.code, label: language.name }));
const languageName = (code: string) => liveLanguage(code)?.name ?? code;

/** The translation memory: what the church says, as its people render it; reused before the engine. */
export default function Memory({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { organisation, entries, search, page, pages, total, editing, confirmDelete, exportBase } = loaderData;
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  return (
    <div className="stack">
      <section className="panel stack" aria-labelledby="memory-title">
        <h2 id="memory-title">
          <Languages aria-hidden size={20} /> {t("memory.title")} · {organisation.name}
        </h2>
        <p className="muted">{t("memory.intro")}</p>
        {problem ? (
          <ErrorList errors={[isMessageKey(i18n, problem.key) ? t(problem.key, problem.values ?? {}) : problem.key]} />
        ) : null}
        <Form method="get" className="row-wrap" role="search">
          <Field label={t("memory.search")} inputProps={{ name: "q", defaultValue: search, type: "search" }} />
          <button className="btn btn-secondary">{t("memory.searchSubmit")}</button>
        </Form>
        <p className="muted small">{t("memory.count", { count: total })}</p>
        {entries.length ? (
          <ul className="stack memory-list" aria-label={t("memory.listLabel")}>
            {entries.map((entry) => (
              <li key={entry.id} className="row-between">
                <span>
                  <span className="muted small">
                    {languageName(entry.sourceLanguage)} → {languageName(entry.targetLanguage)}
                  </span>
                  <br />
                  <span lang={entry.sourceLanguage}>{entry.source}</span>
                  <br />
                  <strong lang={entry.targetLanguage}>{entry.rendering}</strong>
                  <br />
                  {/* Where it came from (decision 063): how, in which sermon, by whom, when. */}
                  <span className="muted small">
                    <MemoryOrigin entry={entry} timeZone={organisation.timeZone} />
                  </span>
                </span>
                <span className="row-wrap memory-actions">
                  <Link to={`?edit=${entry.id}&page=${page}`} className="btn btn-ghost" aria-label={t("memory.edit")}>
                    <Pencil aria-hidden size={16} />
                  </Link>
                  <Link
                    to={`?delete=${entry.id}&page=${page}`}
                    className="btn btn-ghost"
                    aria-label={t("memory.delete")}
                  >
                    <Trash2 aria-hidden size={16} />
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("memory.none")}</p>
        )}
        <Pagination page={page} pages={pages} />
        {confirmDelete ? (
          <div className="panel confirm" role="alertdialog" aria-labelledby="confirm-memory">
            {/* What the booth taught is undone the same way, saying what it was and what follows (decision 063). */}
            <p id="confirm-memory">
              {learnedLive(confirmDelete.origin)
                ? t("memory.confirmUndo", { source: confirmDelete.source })
                : t("memory.confirmDelete", { source: confirmDelete.source })}
            </p>
            <p className="muted small">
              <MemoryOrigin entry={confirmDelete} timeZone={organisation.timeZone} />
            </p>
            <Form method="post" className="row-wrap">
              <CsrfInput />
              <input type="hidden" name="entryId" value={confirmDelete.id} />
              <StatusButton name="intent" value="delete" className="btn btn-danger" pendingText={t("memory.saving")}>
                {learnedLive(confirmDelete.origin) ? t("memory.undoYes") : t("memory.deleteYes")}
              </StatusButton>
              <Link to="?" className="btn btn-ghost">
                {t("memory.keep")}
              </Link>
            </Form>
          </div>
        ) : null}
      </section>

      <section className="panel stack" aria-labelledby="memory-entry-title">
        <h2 id="memory-entry-title">{editing ? t("memory.editTitle") : t("memory.addTitle")}</h2>
        <Form method="post" className="stack" key={editing?.id ?? "new"}>
          <CsrfInput />
          {editing ? <input type="hidden" name="entryId" value={editing.id} /> : null}
          <SelectField
            label={t("memory.sourceLanguage")}
            selectProps={{ name: "sourceLanguage", defaultValue: editing?.sourceLanguage ?? "en", required: true }}
            options={languageOptions}
          />
          <Field
            label={t("memory.source")}
            inputProps={{ name: "source", defaultValue: editing?.source, required: true, maxLength: 1000 }}
          />
          <SelectField
            label={t("memory.targetLanguage")}
            selectProps={{ name: "targetLanguage", defaultValue: editing?.targetLanguage ?? "es", required: true }}
            options={languageOptions}
          />
          <Field
            label={t("memory.rendering")}
            inputProps={{ name: "rendering", defaultValue: editing?.rendering, required: true, maxLength: 2000 }}
          />
          <div className="row-wrap">
            <StatusButton name="intent" value="save" className="btn btn-primary" pendingText={t("memory.saving")}>
              {t("memory.save")}
            </StatusButton>
            {editing ? (
              <Link to="?" className="btn btn-ghost">
                {t("memory.cancel")}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>

      <section className="panel stack" aria-labelledby="memory-exchange-title">
        <h2 id="memory-exchange-title">{t("memory.exchange")}</h2>
        <p className="muted small">{t("memory.importHint")}</p>
        <Form method="post" encType="multipart/form-data" className="stack">
          <CsrfInput />
          <Field
            label={t("memory.importFile")}
            inputProps={{ name: "file", type: "file", required: true, accept: ".csv,.tmx,.xml,.txt" }}
          />
          <StatusButton name="intent" value="import" className="btn btn-secondary" pendingText={t("memory.saving")}>
            <Upload aria-hidden size={16} /> {t("memory.import")}
          </StatusButton>
        </Form>
        <p className="row-wrap">
          <a className="btn btn-ghost" href={`${exportBase}&format=csv`} download>
            <Download aria-hidden size={16} /> {t("memory.exportCsv")}
          </a>
          <a className="btn btn-ghost" href={`${exportBase}&format=tmx`} download>
            <Download aria-hidden size={16} /> {t("memory.exportTmx")}
          </a>
        </p>
      </section>
    </div>
  );
}
