import { useTranslation } from "#app/utils/use-translation.ts";
import { ScriptureLink } from "#app/features/scripture/scripture-link.tsx";
import { MemoryLink } from "#app/features/memory/memory-link.tsx";
import { CareLink } from "#app/features/care/care-link.tsx";
import { Link } from "react-router";
import { pageHandle } from "#app/utils/handle.ts";
import { loadOwnOrganisation, ownOrganisationAction } from "#app/features/organisations/editor.server.ts";
import { LanguagesDialog } from "#app/features/organisations/languages-dialog.tsx";
import { GlossaryDialog } from "#app/features/glossary/glossary-dialog.tsx";
import { OrganisationForm, type OrganisationActionData } from "#app/features/organisations/organisation-form.tsx";
import type { Route } from "./+types/own-organisation";

export const handle = pageHandle("nav.church");
export const loader = ({ request }: Route.LoaderArgs) => loadOwnOrganisation(request);
export const action = ({ request }: Route.ActionArgs) => ownOrganisationAction(request);

/** Manage own organisation (userType 2): details, photo, languages and the provider keys. */
export default function Church({
  loaderData: { organisation, languagesOpen, glossaryOpen, glossaryTerms, glossaryExport },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = actionData as OrganisationActionData;
  if (!organisation) {
    return (
      <section className="panel stack" aria-labelledby="church-title">
        <h2 id="church-title">{t("church.title")}</h2>
        <p>{t("church.noOrganisation")}</p>
      </section>
    );
  }
  return (
    <section className="panel editor" aria-labelledby="church-title">
      <h2 id="church-title" className="editor-head">
        {organisation.name}
      </h2>
      <p>
        <Link to="/church/listeners">
          {t("listener.standing.title")} · {t("listener.requireSignIn")}
        </Link>
      </p>
      <OrganisationForm organisation={organisation} actionData={data} />
      <ScriptureLink to="/church/scripture" />
      <MemoryLink to="/church/memory" />
      <CareLink to="/church/care" />
      {languagesOpen ? (
        <LanguagesDialog languages={organisation.languages} error={data?.languageError} closeTo="?" />
      ) : null}
      {glossaryOpen ? (
        <GlossaryDialog terms={glossaryTerms} actionData={data} closeTo="?" exportHref={glossaryExport} />
      ) : null}
    </section>
  );
}
