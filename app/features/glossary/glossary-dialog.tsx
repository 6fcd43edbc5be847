import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Download } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { Form } from "react-router";
import { RouteDialog } from "#app/components/crud/route-dialog.tsx";
import { useSchemaForm } from "#app/components/crud/use-schema-form.ts";
import { ErrorList } from "#app/components/error-list.tsx";
import { CsrfInput, Field } from "#app/components/forms.tsx";
import { liveLanguage } from "#app/neutral/languages.ts";
import { glossaryTermFormSchema, renderingLanguages } from "./schema.ts";
import type { StoredTerm } from "./organisation-terms.server.ts";

export type GlossaryActionData = {
  glossaryResult?: SubmissionResult<string[]>;
  glossaryError?: string;
  glossaryErrorLine?: number;
};

const languageName = (code: string) => liveLanguage(code)?.name ?? code;

/**
 * The organisation's own glossary: its terms on top of the shipped church glossary. A dialog
 * that is a URL (?dialog=glossary), plain forms: it works without JavaScript.
 */
export function GlossaryDialog(props: {
  terms: StoredTerm[] | null;
  actionData?: GlossaryActionData;
  closeTo: string;
  exportHref: string;
}) {
  // A fresh, empty form after every saved or removed term.
  return <GlossaryDialogContent key={JSON.stringify(props.terms)} {...props} />;
}

function GlossaryDialogContent({
  terms,
  actionData,
  closeTo,
  exportHref,
}: {
  terms: StoredTerm[] | null;
  actionData?: GlossaryActionData;
  closeTo: string;
  exportHref: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(glossaryTermFormSchema, {
    id: "glossary-add",
    lastResult: actionData?.glossaryResult,
  });
  return (
    <RouteDialog titleKey="liveQuality.glossary.title" closeTo={closeTo}>
      <p className="muted">{t("liveQuality.glossary.intro")}</p>
      {terms === null ? <ErrorList errors={["liveQuality.glossary.failedLoad"]} /> : null}
      {terms?.length === 0 ? <p className="muted">{t("liveQuality.glossary.none")}</p> : null}
      {terms?.length ? (
        <ul className="language-list glossary-list" aria-label={t("liveQuality.glossary.listLabel")}>
          {terms.map((term) => (
            <li key={term.id}>
              <span>
                <strong>{term.term}</strong>{" "}
                <span className="muted small">
                  {term.keep
                    ? t("liveQuality.glossary.keptAsIs")
                    : Object.entries(term.renderings)
                        .map(([code, text]) => `${code}: ${text}`)
                        .join(" · ")}
                </span>
              </span>
              <Form method="post" preventScrollReset>
                <CsrfInput />
                <input type="hidden" name="termId" value={term.id} />
                <button
                  className="btn btn-ghost"
                  name="intent"
                  value="removeTerm"
                  aria-label={t("liveQuality.glossary.removeNamed", { term: term.term })}
                >
                  {t("liveQuality.glossary.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}

      <Form
        method="post"
        className="form-grid"
        {...getFormProps(form)}
        aria-label={t("liveQuality.glossary.add")}
        preventScrollReset
      >
        <CsrfInput />
        <h3 className="section-title form-grid-title">{t("liveQuality.glossary.add")}</h3>
        <Field
          label={t("liveQuality.glossary.term")}
          hint={t("liveQuality.glossary.termHint")}
          inputProps={{ ...getInputProps(fields.term, { type: "text" }), autoComplete: "off" }}
          errors={fields.term.errors}
        />
        <div className="field checkbox-field">
          <label>
            <input {...getInputProps(fields.keep, { type: "checkbox" })} value="on" /> {t("liveQuality.glossary.keep")}
          </label>
          <p className="field-hint">{t("liveQuality.glossary.keepHint")}</p>
        </div>
        {renderingLanguages.map((code) => (
          <Field
            key={code}
            label={t("liveQuality.glossary.renderingIn", { language: languageName(code) })}
            inputProps={{
              ...getInputProps(fields[code], { type: "text" }),
              lang: code,
              dir: liveLanguage(code)?.direction === "rtl" ? "rtl" : undefined,
              autoComplete: "off",
            }}
            errors={fields[code].errors}
          />
        ))}
        <ErrorList id={form.errorId} errors={form.errors} />
        <button className="btn btn-secondary" name="intent" value="addTerm">
          {t("liveQuality.glossary.save")}
        </button>
      </Form>

      <Form
        method="post"
        encType="multipart/form-data"
        className="form-grid"
        aria-label={t("liveQuality.glossary.import")}
        preventScrollReset
      >
        <CsrfInput />
        <h3 className="section-title form-grid-title">{t("liveQuality.glossary.csv")}</h3>
        <Field
          label={t("liveQuality.glossary.importFile")}
          hint={t("liveQuality.glossary.importHint")}
          inputProps={{ name: "csv", id: "glossary-csv", type: "file", accept: ".csv,text/csv" }}
        />
        <ErrorList errors={actionData?.glossaryError ? [actionData.glossaryError] : null} />
        {actionData?.glossaryErrorLine ? (
          <p className="field-error">{t("liveQuality.glossary.csvLine", { line: actionData.glossaryErrorLine })}</p>
        ) : null}
        <div className="row-wrap">
          <button className="btn btn-secondary" name="intent" value="importTerms">
            {t("liveQuality.glossary.import")}
          </button>
          <a className="btn btn-ghost" href={exportHref} download>
            <Download aria-hidden size={18} /> {t("liveQuality.glossary.export")}
          </a>
        </div>
      </Form>
    </RouteDialog>
  );
}
