import { data } from "react-router";
import { saveWithToast, wantsDeleteConfirmation } from "#app/utils/form-reply.server.ts";
import { notFound, requireAccess, type SessionUser } from "#app/features/auth/permissions.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { UploadRefused, readUploadForm } from "#app/utils/uploads.server.ts";
import { glossaryAction, isGlossaryIntent } from "#app/features/glossary/glossary-action.server.ts";
import { loadStoredTerms } from "#app/features/glossary/organisation-terms.server.ts";
import { isLanguageIntent, languageAction } from "./languages.server.ts";
import { deleteOrganisation, loadOrganisationForm, saveOrganisationForm } from "./organisation.server.ts";
import { isTestIntent, testFromForm, testIntents } from "#app/features/providers/translator.server.ts";
import { logger } from "#app/utils/logger.server.ts";

/** Which page is editing: the super administrator's /churches/… or an admin's own /church. */
type Place = { own: boolean; listPath: string; pagePath: (id: string) => string };
const organisationsPlace: Place = { own: false, listPath: "/churches", pagePath: (id) => `/churches/${id}` };
const ownPlace: Place = { own: true, listPath: "/church", pagePath: () => "/church" };

function pageState(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    confirmDelete: wantsDeleteConfirmation(request),
    languagesOpen: params.get("dialog") === "languages",
    glossaryOpen: params.get("dialog") === "glossary",
  };
}

/** The organisation's glossary terms when its dialog is open (null: they could not be read). */
async function glossaryState(request: Request, organisationId: string) {
  if (!pageState(request).glossaryOpen)
    return { glossaryTerms: null, glossaryExport: `/glossary.csv?organisation=${organisationId}` };
  const glossaryTerms = await loadStoredTerms(organisationId).catch((error: unknown) => {
    logger.error({ err: error }, "loading glossary terms failed");
    return null;
  });
  return { glossaryTerms, glossaryExport: `/glossary.csv?organisation=${organisationId}` };
}

export async function loadOrganisationsEditor(request: Request, organisationId: string | undefined) {
  await requireAccess(request, "churches");
  if (!organisationId) return { organisation: null, ...pageState(request), glossaryTerms: null, glossaryExport: "" };
  const organisation = await loadOrganisationForm(organisationId, true);
  if (!organisation) notFound();
  return { organisation, ...pageState(request), ...(await glossaryState(request, organisationId)) };
}

/** /church: the admin's own organisation, or a note that none is assigned. */
export async function loadOwnOrganisation(request: Request) {
  const viewer = await requireAccess(request, "church");
  const organisation = viewer.organisationId ? await loadOrganisationForm(viewer.organisationId, true) : null;
  const glossary = viewer.organisationId
    ? await glossaryState(request, viewer.organisationId)
    : { glossaryTerms: null, glossaryExport: "" };
  return { organisation, ...pageState(request), ...glossary };
}

export async function organisationsEditorAction(request: Request, organisationId: string | undefined) {
  await requireAccess(request, "churches");
  if (organisationId && !(await prisma.organisation.count({ where: { id: organisationId } }))) notFound();
  return organisationAction(request, organisationId ?? null, organisationsPlace);
}

export async function ownOrganisationAction(request: Request) {
  const viewer: SessionUser = await requireAccess(request, "church");
  if (!viewer.organisationId) notFound();
  return organisationAction(request, viewer.organisationId, ownPlace);
}

async function organisationAction(request: Request, organisationId: string | null, place: Place) {
  let formData: FormData;
  try {
    formData = await readUploadForm(request);
  } catch (error) {
    if (error instanceof UploadRefused)
      return data(
        { result: { status: "error" as const, error: { image: [error.errorKey] } } },
        { status: error.status },
      );
    throw error;
  }
  const intent = formData.get("intent");

  if (organisationId && isLanguageIntent(intent)) {
    return languageAction(intent, formData, organisationId, `${place.pagePath(organisationId)}?dialog=languages`);
  }
  if (organisationId && isGlossaryIntent(intent)) {
    return glossaryAction(intent, formData, organisationId, `${place.pagePath(organisationId)}?dialog=glossary`);
  }
  if (isTestIntent(intent)) {
    return data({
      test: await testFromForm(formData, organisationId, testIntents[intent]),
      testedProvider: testIntents[intent],
    });
  }
  if (intent === "delete") {
    if (!organisationId || place.own) notFound();
    return saveWithToast(() => deleteOrganisation(organisationId), {
      to: place.listPath,
      successKey: "orgs.deleted",
      errorKey: "orgs.deleteError",
    });
  }

  try {
    const saved = await saveOrganisationForm(formData, organisationId, place.own || organisationId !== null);
    if (!saved.ok) return saved.response;
    return redirectWithToast(place.own ? place.listPath : place.pagePath(saved.id), {
      type: "success",
      messageKey: organisationId ? "orgs.updated" : "orgs.added",
    });
  } catch (error) {
    logger.error({ err: error }, "saving an organisation failed");
    return redirectWithToast(request.url, { type: "error", messageKey: "orgs.saveError" });
  }
}
