import { z } from "zod";
import { personNamePattern, phoneDigits } from "#app/features/auth/real-names.ts";

// What a guest may leave after accepting Jesus: all optional, but a name or a way to reach them
// is only kept with their consent. Messages are i18next keys.
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
    consent: z.literal("on").optional(),
  })
  .refine((value) => !(value.name || value.contact) || value.consent === "on", {
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
