import { z } from "zod";
import { faithLevels, primaryLanguages, referralSources } from "#app/features/auth/answers.ts";
import { passwordsMatch, passwordsMatchIssue } from "./passwords-schema.ts";
import { personNamePattern, phoneDigits } from "./real-names.ts";

// The sign-up rules (requirements R5.13–R5.20). Messages are i18next keys.
// Real names (issue 12, docs/decisions/012-real-names.md): letters of every script, with a
// space, apostrophe or hyphen between them.
const nameMessage = "listener.contact.nameInvalid";
const personName = /^\p{L}[\p{L} .'-]{1,59}$/u;

/** Step one: who you are. */
export const signUpDetailsSchema = z.object({
  firstName: z
    .string({ error: "signUp.errors.firstNameRequired" })
    .trim()
    .min(3, "signUp.errors.firstNameShort")
    .max(50, "errors.tooLong")
    .regex(personNamePattern, nameMessage),
  lastName: z.string().trim().max(50, "errors.tooLong").regex(personNamePattern, nameMessage).optional(),
  // Spaces, dashes, brackets and a leading + are how numbers are written, not part of them.
  phone: z
    .string({ error: "signUp.errors.phoneRequired" })
    .trim()
    .transform(phoneDigits)
    .pipe(
      z
        .string()
        .regex(/^\d+$/, "signUp.errors.phoneDigits")
        .min(10, "signUp.errors.phoneShort")
        .max(15, "errors.tooLong"),
    ),
  email: z
    .string({ error: "errors.emailRequired" })
    .trim()
    .max(254, "errors.tooLong")
    .pipe(z.email("errors.emailInvalid")),
  organisationId: z.string({ error: "signUp.errors.organisationRequired" }).max(40),
  password: z
    .string({ error: "errors.passwordRequired" })
    .min(6, "signUp.errors.passwordShort")
    .max(200, "errors.tooLong"),
  confirmPassword: z.string({ error: "signUp.errors.confirmPassword" }).max(200, "errors.tooLong"),
});

export const signUpDetailsFields = Object.keys(signUpDetailsSchema.shape) as (keyof typeof signUpDetailsSchema.shape)[];

/** What "Next" checks: step one on its own, passwords included. */
export const signUpStepOneSchema = signUpDetailsSchema.refine(passwordsMatch, passwordsMatchIssue);

/** Both steps, as the server checks them on submit. */
export const signUpSchema = signUpDetailsSchema
  .extend({
    attendedBefore: z.enum(["yes", "no"]).optional(),
    broughtBy: z.string().trim().regex(personName, "signUp.errors.broughtBy").optional(),
    faithLevel: z.enum(faithLevels).optional(),
    primaryLanguage: z.enum(primaryLanguages).optional(),
    referralSource: z.enum(referralSources).optional(),
    referralCode: z
      .string()
      .trim()
      .regex(/^[\w-]{1,40}$/, "signUp.errors.referralCode")
      .optional(),
    terms: z.boolean({ error: "signUp.errors.terms" }).refine((accepted) => accepted, "signUp.errors.terms"),
    // A field people never see: bots fill it in.
    website: z.string().max(0).optional(),
  })
  .refine(passwordsMatch, passwordsMatchIssue);

export type SignUpInput = z.output<typeof signUpSchema>;

/** "Previous" checks nothing: it only carries every value back to step one. */
export const signUpCarrySchema = z.looseObject({});

/** The schema for a press of Next, Previous or Create account (or a blur on `step`). */
export function signUpSchemaFor(intent: FormDataEntryValue | null, step: 1 | 2) {
  if (intent === "previous") return signUpCarrySchema;
  if (intent === "next" || (intent === null && step === 1)) return signUpStepOneSchema;
  return signUpSchema;
}
