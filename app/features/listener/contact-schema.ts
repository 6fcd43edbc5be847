import { z } from "zod";
import { personNamePattern, phoneDigits } from "#app/features/auth/real-names.ts";
import { faithLevels } from "#app/features/auth/answers.ts";
import { liveLanguageCodes } from "#app/neutral/languages.ts";

// What a guest may leave after accepting Jesus: all optional, but a name, a way to reach them or a
// prayer request is only kept with their consent. The prayer request is written in the language the
// guest reads (`language`) and translated for the church (issue 42). Messages are i18next keys.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const guestContactSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(100, "errors.tooLong")
      .regex(personNamePattern, "listener.contact.nameInvalid")
      .optional(),
    contact: z
      .string()
      .trim()
      .max(254, "errors.tooLong")
      .refine(
        (value) => emailPattern.test(value) || /^\d{6,15}$/.test(phoneDigits(value)),
        "listener.contact.contactInvalid",
      )
      .optional(),
    prayerRequest: z.string().trim().max(1000, "listener.contact.prayerTooLong").optional(),
    faithLevel: z.enum(faithLevels, { error: "listener.contact.faithInvalid" }).optional(),
    language: z.enum(liveLanguageCodes as [string, ...string[]], { error: "listener.contact.failed" }).optional(),
    consent: z.literal("on").optional(),
  })
  .refine((value) => !(value.name || value.contact || value.prayerRequest) || value.consent === "on", {
    path: ["consent"],
    message: "listener.contact.consentRequired",
  });

/** The contact split into the salvation record's e-mail or phone. */
export function splitContact(contact: string | undefined) {
  if (!contact) return { email: null, phone: null };
  return emailPattern.test(contact)
    ? { email: contact.toLowerCase(), phone: null }
    : { email: null, phone: phoneDigits(contact) };
}
