import { z } from "zod";
import { address, optionalEmail, optionalText, organisationName, phone, placeName, requiredFullName } from "./rules.ts";

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).optional();

/** The organisation form (spec section 5, "Organisation"). The image is checked by uploads.server.ts. */
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

/** Editing one's own organisation also needs the provider settings (all required there). */
export const ownOrganisationSchema = organisationSchema.extend({
  speechKey: z.string({ error: "validation.keyRequired" }).trim().max(200, "errors.tooLong"),
  speechLocation: z.string({ error: "validation.locationRequired" }).trim().max(60, "errors.tooLong"),
  translatorEndpoint: z.url({ protocol: /^https?$/, error: "validation.urlInvalid" }).max(300, "errors.tooLong"),
  translatorKey: z.string({ error: "validation.keyRequired" }).trim().max(200, "errors.tooLong"),
  translatorLocation: z.string({ error: "validation.locationRequired" }).trim().max(60, "errors.tooLong"),
});

export type OrganisationInput = z.infer<typeof organisationSchema>;
