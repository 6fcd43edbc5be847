import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { organisationSchema, ownOrganisationSchema } from "#app/features/organisations/organisation-schema.ts";
import { prisma } from "#app/utils/db.server.ts";
import { fieldErrorReply } from "#app/utils/form-reply.server.ts";
import { maskStored, nextStoredSecret } from "#app/utils/secrets.server.ts";
import { speechBase } from "#app/features/providers/providers.server.ts";
import { keyForEndpoint } from "#app/features/providers/translator.server.ts";
import { refusedProviderAddress } from "#app/features/providers/saved-addresses.server.ts";
import { chosenFile, removeImage, storeImage, uploadUrl } from "#app/utils/uploads.server.ts";
import { logger } from "#app/utils/logger.server.ts";

/**
 * What an organisation form may show. The encrypted key columns are never selected here, so
 * they cannot reach loader data by accident; the provider section gets masks only.
 */
const formSelect = {
  id: true,
  name: true,
  address: true,
  contactNumber: true,
  city: true,
  state: true,
  country: true,
  pastorName: true,
  pastorEmail: true,
  pastorPhone: true,
  latitude: true,
  longitude: true,
  imagePath: true,
  timeZone: true,
} as const;

/** The language settings, or null when they cannot be read (the dialog then says so). */
function loadLanguages(organisationId: string) {
  return prisma.organisationLanguage
    .findMany({
      where: { organisationId },
      select: { id: true, purpose: true, code: true, name: true, maleVoiceId: true, femaleVoiceId: true },
      orderBy: { name: "asc" },
    })
    .catch((error: unknown) => {
      logger.error({ err: error }, "loading languages failed");
      return null;
    });
}

export async function loadOrganisationForm(organisationId: string, withProviders: boolean) {
  const organisation = await prisma.organisation.findUnique({ where: { id: organisationId }, select: formSelect });
  if (!organisation) return null;
  const { imagePath, ...rest } = organisation;
  return {
    ...rest,
    imageUrl: uploadUrl(imagePath),
    languages: await loadLanguages(organisationId),
    providers: withProviders ? await loadProviderMasks(organisationId) : null,
  };
}

async function loadProviderMasks(organisationId: string) {
  const stored = await prisma.organisation.findUniqueOrThrow({
    where: { id: organisationId },
    select: {
      speechKeyEnc: true,
      speechLocation: true,
      translatorEndpoint: true,
      translatorKeyEnc: true,
      translatorLocation: true,
      translationProvider: true,
      libreTranslateUrl: true,
      libreTranslateKeyEnc: true,
    },
  });
  return {
    translationProvider: stored.translationProvider === "browser" ? "none" : stored.translationProvider,
    libreTranslateUrl: stored.libreTranslateUrl,
    libreTranslateKey: maskStored(stored.libreTranslateKeyEnc),
    speechKey: maskStored(stored.speechKeyEnc),
    speechLocation: stored.speechLocation,
    translatorEndpoint: stored.translatorEndpoint,
    translatorKey: maskStored(stored.translatorKeyEnc),
    translatorLocation: stored.translatorLocation,
  };
}

type SaveResult =
  { ok: true; id: string } | { ok: false; response: ReturnType<typeof data> | ReturnType<typeof fieldErrorReply> };

/**
 * Validates and writes an organisation form (with the provider settings when `withProviders`),
 * storing a new image first and removing the one it replaces only after the row is saved.
 */
export async function saveOrganisationForm(
  formData: FormData,
  existingId: string | null,
  withProviders: boolean,
): Promise<SaveResult> {
  const submission = parseWithZod(formData, { schema: withProviders ? ownOrganisationSchema : organisationSchema });
  // A refused form never echoes a typed key back to the page.
  if (submission.status !== "success") {
    return {
      ok: false,
      response: data(
        { result: submission.reply({ hideFields: ["speechKey", "translatorKey", "libreTranslateKey"] }) },
        { status: 400 },
      ),
    };
  }

  const file = chosenFile(formData.get("image"));
  const stored = file ? await storeImage(file, ["jpeg", "png", "gif"]) : null;
  if (stored && !stored.ok) return { ok: false, response: fieldErrorReply("image", stored.errorKey) };

  // One shape for both forms; the provider fields are present only on the own-organisation form.
  const value = submission.value as z.infer<typeof organisationSchema> & Partial<z.infer<typeof ownOrganisationSchema>>;
  const previous = existingId
    ? await prisma.organisation.findUnique({
        where: { id: existingId },
        select: {
          imagePath: true,
          speechKeyEnc: true,
          speechLocation: true,
          translatorKeyEnc: true,
          translatorEndpoint: true,
          libreTranslateKeyEnc: true,
          libreTranslateUrl: true,
        },
      })
    : null;
  // A stored key belongs to the endpoint it was saved with: a new endpoint needs the key typed.
  if (withProviders) {
    for (const [keyField, urlField, stored, asUrl] of [
      [
        "translatorKey",
        "translatorEndpoint",
        { keyEnc: previous?.translatorKeyEnc ?? null, endpoint: previous?.translatorEndpoint ?? null },
        undefined,
      ],
      [
        "libreTranslateKey",
        "libreTranslateUrl",
        { keyEnc: previous?.libreTranslateKeyEnc ?? null, endpoint: previous?.libreTranslateUrl ?? null },
        undefined,
      ],
      // The speech key: a region stands for Microsoft's host in that region.
      [
        "speechKey",
        "speechLocation",
        { keyEnc: previous?.speechKeyEnc ?? null, endpoint: previous?.speechLocation ?? null },
        (location: string) => speechBase(location, "sts"),
      ],
    ] as const) {
      if (keyForEndpoint(value[keyField] ?? null, stored, value[urlField] ?? null, asUrl).stale) {
        return {
          ok: false,
          response: data(
            {
              result: submission.reply({
                fieldErrors: { [keyField]: ["liveQuality.providers.retypeKey"] },
                hideFields: ["speechKey", "translatorKey", "libreTranslateKey"],
              }),
            },
            { status: 400 },
          ),
        };
      }
    }
  }
  if (withProviders) {
    const refused = await refusedProviderAddress(value);
    if (refused) {
      return {
        ok: false,
        response: data(
          {
            result: submission.reply({
              fieldErrors: { [refused.field]: [refused.message] },
              hideFields: ["speechKey", "translatorKey", "libreTranslateKey"],
            }),
          },
          { status: 400 },
        ),
      };
    }
  }
  const values = {
    name: value.name,
    address: value.address,
    state: value.state,
    country: value.country,
    pastorName: value.pastorName,
    contactNumber: value.contactNumber ?? null,
    city: value.city ?? null,
    pastorEmail: value.pastorEmail ?? null,
    pastorPhone: value.pastorPhone ?? null,
    latitude: value.latitude ?? null,
    longitude: value.longitude ?? null,
    ...(withProviders
      ? {
          speechLocation: value.speechLocation ?? null,
          translatorEndpoint: value.translatorEndpoint ?? null,
          translatorLocation: value.translatorLocation ?? null,
          speechKeyEnc: nextStoredSecret(value.speechKey, previous?.speechKeyEnc),
          translatorKeyEnc: nextStoredSecret(value.translatorKey, previous?.translatorKeyEnc),
          translationProvider: value.translationProvider ?? "apertium",
          libreTranslateUrl: value.libreTranslateUrl ?? null,
          libreTranslateKeyEnc: nextStoredSecret(value.libreTranslateKey, previous?.libreTranslateKeyEnc),
        }
      : {}),
    ...(stored?.ok ? { imagePath: stored.image.name } : {}),
  };
  const saved = existingId
    ? await prisma.organisation.update({ where: { id: existingId }, data: values, select: { id: true } })
    : await prisma.organisation.create({ data: values, select: { id: true } });
  if (stored?.ok) await removeImage(previous?.imagePath);
  return { ok: true, id: saved.id };
}

/**
 * Deletes an organisation (docs/decisions/008-deleting-records.md): events, sermons, languages
 * and salvation records go with it (database cascade), its people stay without an
 * organisation, and the image files it owned are removed from disk.
 */
export async function deleteOrganisation(organisationId: string) {
  const files = await prisma.organisation.findUnique({
    where: { id: organisationId },
    select: { imagePath: true, events: { select: { images: { select: { path: true } } } } },
  });
  if (!files) return;
  await prisma.organisation.delete({ where: { id: organisationId } });
  const names = [files.imagePath, ...files.events.flatMap((event) => event.images.map((image) => image.path))];
  await Promise.all(names.map((name) => removeImage(name)));
}
