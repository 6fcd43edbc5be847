import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { eventSchema } from "#app/features/events/event-schema.ts";
import { forgetFigures } from "#app/features/aggregates/figure-cache.server.ts";
import { PUBLIC_EVENTS_PREFIX } from "#app/features/aggregates/public-cache.ts";
import {
  assignableOrganisations,
  requireSameOrganisation,
  resolveOrganisationId,
} from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { fieldErrorReply, saveWithToast, wantsDeleteConfirmation } from "#app/utils/form-reply.server.ts";
import { notFound, requireAccess, type SessionUser } from "#app/features/auth/permissions.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import {
  UploadRefused,
  chosenFile,
  readUploadForm,
  removeImage,
  storeImage,
  uploadUrl,
  type StoredImage,
} from "#app/utils/uploads.server.ts";
import { isSuperAdmin } from "#app/features/auth/roles.ts";
import { utcToWallClock, wallClockToUtc } from "#app/utils/zoned-time.ts";
import { logger } from "#app/utils/logger.server.ts";

/** Images one save may add (each under 5 MB). */
const MAX_IMAGES_PER_SAVE = 4;

async function findManagedEvent(viewer: SessionUser, eventId: string) {
  const event = await prisma.event.findUnique({
    where: { id: eventId },
    select: {
      id: true,
      name: true,
      description: true,
      startsAt: true,
      organisationId: true,
      organisation: { select: { name: true, timeZone: true } },
      images: { select: { id: true, path: true }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!event) notFound();
  requireSameOrganisation(viewer, event.organisationId);
  return event;
}

export async function loadEventEditor(request: Request, eventId: string | undefined) {
  const viewer = await requireAccess(request, "events");
  const organisations = await assignableOrganisations(viewer);
  const ownTimeZone = viewer.organisationId
    ? (await prisma.organisation.findUnique({ where: { id: viewer.organisationId }, select: { timeZone: true } }))
        ?.timeZone
    : undefined;
  const base = {
    organisations,
    ownOrganisation: viewer.organisation?.name ?? null,
    confirmDelete: wantsDeleteConfirmation(request),
  };
  if (!eventId) return { ...base, event: null, timeZone: ownTimeZone ?? "UTC" };
  const { images, startsAt, ...event } = await findManagedEvent(viewer, eventId);
  return {
    ...base,
    timeZone: event.organisation.timeZone,
    event: {
      ...event,
      startsAt: utcToWallClock(startsAt, event.organisation.timeZone),
      startsAtInstant: startsAt,
      images: images.map((image) => ({ id: image.id, url: uploadUrl(image.path) })),
    },
  };
}

export async function eventAction(request: Request, eventId: string | undefined) {
  try {
    return await changeEvent(request, eventId);
  } finally {
    // The public events page keeps its board a few seconds; a change shows at once (in this process).
    forgetFigures(PUBLIC_EVENTS_PREFIX);
  }
}

async function changeEvent(request: Request, eventId: string | undefined) {
  const viewer = await requireAccess(request, "events");
  const existing = eventId ? await findManagedEvent(viewer, eventId) : null;
  let formData: FormData;
  try {
    formData = await readUploadForm(request, MAX_IMAGES_PER_SAVE);
  } catch (error) {
    if (error instanceof UploadRefused) return fieldErrorReply("images", error.errorKey, error.status);
    throw error;
  }
  const intent = formData.get("intent");
  const here = existing ? `/events/${existing.id}` : "/events/new";

  if (existing && intent === "delete") {
    return saveWithToast(
      async () => {
        await prisma.event.delete({ where: { id: existing.id } });
        await Promise.all(existing.images.map((image) => removeImage(image.path)));
      },
      { to: "/events", successKey: "events.deleted", errorKey: "events.deleteError", errorTo: here },
    );
  }
  if (existing && intent === "deleteImage")
    return deleteEventImage(existing.id, String(formData.get("imageId") ?? ""), here);

  const submission = parseWithZod(formData, { schema: eventSchema({ chooseOrganisation: isSuperAdmin(viewer) }) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const organisationId = await resolveOrganisationId(viewer, submission.value.organisationId);
  if (!organisationId) return fieldErrorReply("organisationId", "validation.organisationRequired");
  const { timeZone } = await prisma.organisation.findUniqueOrThrow({
    where: { id: organisationId },
    select: { timeZone: true },
  });
  const startsAt = wallClockToUtc(submission.value.startsAt, timeZone);
  if (!startsAt) return fieldErrorReply("startsAt", "validation.dateInvalid");

  const files = formData
    .getAll("images")
    .map(chosenFile)
    .filter((file): file is File => file !== null)
    .slice(0, MAX_IMAGES_PER_SAVE);
  const stored: StoredImage[] = [];
  for (const file of files) {
    const result = await storeImage(file, ["jpeg", "png", "gif"]);
    if (!result.ok) {
      await Promise.all(stored.map((image) => removeImage(image.name)));
      return fieldErrorReply("images", result.errorKey);
    }
    stored.push(result.image);
  }
  const fields = { name: submission.value.name, description: submission.value.description, startsAt, organisationId };
  const images = {
    create: stored.map((image) => ({ path: image.name, contentType: image.contentType, size: image.size })),
  };
  const saved = await prisma.event
    .upsert({
      where: { id: existing?.id ?? "" },
      create: { ...fields, createdById: viewer.id, images },
      update: { ...fields, images },
      select: { id: true },
    })
    .catch(async (error: unknown) => {
      logger.error({ err: error }, "saving an event failed");
      await Promise.all(stored.map((image) => removeImage(image.name)));
      return null;
    });
  if (!saved) return redirectWithToast(here, { type: "error", messageKey: "events.saveError" });
  // Images were added: stay on the event to see them; otherwise back to the list.
  return redirectWithToast(stored.length ? `/events/${saved.id}` : "/events", {
    type: "success",
    messageKey: existing ? "events.updated" : "events.added",
  });
}

async function deleteEventImage(eventId: string, imageId: string, here: string) {
  const image = await prisma.eventImage.findFirst({
    where: { id: imageId, eventId },
    select: { id: true, path: true },
  });
  if (!image) return redirectWithToast(here, { type: "error", messageKey: "events.imageNotFound" });
  try {
    await prisma.eventImage.delete({ where: { id: image.id } });
    await removeImage(image.path);
  } catch (error) {
    logger.error({ err: error }, "deleting an event image failed");
    return redirectWithToast(here, { type: "error", messageKey: "events.imageDeleteFailed" });
  }
  return redirectWithToast(here, { type: "success", messageKey: "events.imageDeleted" });
}
