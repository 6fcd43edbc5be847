import { z } from "zod";
import {
  address,
  optionalEmail,
  optionalText,
  organisationName,
  phone,
  placeName,
  requiredFullName,
} from "#app/utils/field-rules.ts";

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).optional();

/** The organisation form (requirements R5.23). The image is checked by uploads.server.ts. */
export const organisationSchema = z.object({
  name: organisationName,
  address,
  contactNumber: phone.optional(),
  city: optionalText(60),
  state: placeName,
  country: placeName,
  pastorName: requiredFullName,
  pastorEmail: optionalEmail,
  pastorPhone: phone.optional(),
  latitude: coordinate(-90, 90, "validation.latitude"),
  longitude: coordinate(-180, 180, "validation.longitude"),
});

export const translationProviders = ["azure", "libretranslate", "apertium", "none"] as const;

const optionalSetting = (max: number) => z.string().trim().max(max, "errors.tooLong").optional();
const optionalUrl = z
  .url({ protocol: /^https?$/, error: "validation.urlInvalid" })
  .max(300, "errors.tooLong")
  .optional();

/**
 * The provider settings (own organisation, and the super administrator's edit form): the
 * translator the church chose, and only that translator's settings required.
 */
export const ownOrganisationSchema = organisationSchema
  .extend({
    translationProvider: z.enum(translationProviders, { error: "liveQuality.providers.required" }).default("apertium"),
    speechKey: optionalSetting(200),
    speechLocation: optionalSetting(60),
    translatorEndpoint: optionalUrl,
    translatorKey: optionalSetting(200),
    translatorLocation: optionalSetting(60),
    libreTranslateUrl: optionalUrl,
    libreTranslateKey: optionalSetting(200),
  })
  .superRefine((value, ctx) => {
    const need = (path: keyof typeof value, message: string) => {
      if (!value[path]) ctx.addIssue({ code: "custom", path: [path], message });
    };
    if (value.speechKey && !value.speechLocation) need("speechLocation", "validation.locationRequired");
    if (value.translationProvider === "azure") {
      need("translatorEndpoint", "validation.urlInvalid");
      need("translatorKey", "validation.keyRequired");
      need("translatorLocation", "validation.locationRequired");
    }
    if (value.translationProvider === "libretranslate") need("libreTranslateUrl", "validation.urlInvalid");
  });
