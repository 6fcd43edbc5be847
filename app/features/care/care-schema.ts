import { z } from "zod";
import { MAX_MASKED_WORD_LENGTH } from "#app/neutral/masking/masker.ts";

/**
 * How long a church keeps its sermon transcripts (issue 42, decision 057): the offered choices,
 * in days, and "always". The form, the server and the purge read this one list.
 */
export const retentionChoices = ["30", "90", "365", "always"] as const;
export type RetentionChoice = (typeof retentionChoices)[number];

/** The stored column (days, or null for always) as the form's choice. */
export const retentionChoice = (days: number | null): RetentionChoice =>
  days === null ? "always" : (retentionChoices.find((choice) => choice === String(days)) ?? "always");

/** The form's choice as the stored column. */
export const retentionDays = (choice: RetentionChoice): number | null => (choice === "always" ? null : Number(choice));

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP carries; given to the input too (conform reads no limit after a trim). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The care page's settings form: retention and the follow-up address. Messages are i18next keys,
 * the same in the browser (conform) and on the server, for hostile input too (a file for a field).
 */
export const careSettingsSchema = z.object({
  intent: z.literal("settings", { error: "care.errors.invalid" }),
  retention: z.enum(retentionChoices, { error: "care.errors.retention" }),
  followUpEmail: z
    .string({ error: "care.errors.email" })
    .trim()
    .max(MAX_EMAIL_LENGTH, "errors.tooLong")
    .refine((value) => value === "" || emailPattern.test(value), "care.errors.email")
    .optional(),
});

/** One entry of the church's words never shown, added or removed (issue 42). */
export const maskedEntrySchema = z.object({
  intent: z.enum(["addMasked", "removeMasked"], { error: "care.errors.invalid" }),
  entry: z
    .string({ error: "care.masked.errors.empty" })
    .trim()
    .min(1, "care.masked.errors.empty")
    .max(MAX_MASKED_WORD_LENGTH, "care.masked.errors.tooLong"),
});
