import { EditorFrame } from "#app/components/crud/editor-frame.tsx";
import { ScriptureLink } from "#app/features/scripture/scripture-link.tsx";
import { MemoryLink } from "#app/features/memory/memory-link.tsx";
import { CareLink } from "#app/features/care/care-link.tsx";
import { pageHandle } from "#app/utils/handle.ts";
import { organisationsEditorAction, loadOrganisationsEditor } from "#app/features/organisations/editor.server.ts";
import { LanguagesDialog } from "#app/features/organisations/languages-dialog.tsx";
import { GlossaryDialog } from "#app/features/glossary/glossary-dialog.tsx";
import { OrganisationForm, type OrganisationActionData } from "#app/features/organisations/organisation-form.tsx";
import type { Route } from "./+types/organisation-editor";

// Serves /churches/new and /churches/:organisationId (super administrator).
export const handle = pageHandle("orgs.editorTitle", { titleKey: "nav.churches", to: "/churches" });
export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadOrganisationsEditor(request, params.organisationId);
export const action = ({ request, params }: Route.ActionArgs) =>
  organisationsEditorAction(request, params.organisationId);

export default function OrganisationEditorPage({
  loaderData: { organisation, confirmDelete, languagesOpen, glossaryOpen, glossaryTerms, glossaryExport },
  actionData,
}: Route.ComponentProps) {
  const data = actionData as OrganisationActionData;
  return (
    <EditorFrame section="orgs" name={organisation?.name} listPath="/churches" confirmDelete={confirmDelete}>
      <OrganisationForm key={organisation?.id ?? "new"} organisation={organisation} actionData={data} />
      {organisation ? <ScriptureLink to={`/churches/${organisation.id}/scripture`} /> : null}
      {organisation ? <MemoryLink to={`/churches/${organisation.id}/memory`} /> : null}
      {organisation ? <CareLink to={`/churches/${organisation.id}/care`} /> : null}
      {organisation && languagesOpen ? (
        <LanguagesDialog languages={organisation.languages} error={data?.languageError} closeTo="?" />
      ) : null}
      {organisation && glossaryOpen ? (
        <GlossaryDialog terms={glossaryTerms} actionData={data} closeTo="?" exportHref={glossaryExport} />
      ) : null}
    </EditorFrame>
  );
}
