import { z } from "zod";
import { faithLevels } from "#app/features/auth/answers.ts";
import {
  email,
  newPassword,
  optionalEmail,
  optionalName,
  optionalText,
  phone,
  requiredName,
} from "#app/utils/field-rules.ts";

export const genders = ["male", "female", "other"] as const;

const linkedinUrl = z
  .url({ protocol: /^https?$/, hostname: /(^|\.)linkedin\.com$/, error: "validation.linkedinInvalid" })
  .max(300, "errors.tooLong")
  .optional();

/** Profile settings (requirements R4.2 and R5.27). The photo is checked by uploads.server.ts. */
export const profileSchema = z.object({
  firstName: requiredName,
  lastName: z.string({ error: "validation.lastNameRequired" }).pipe(optionalName.unwrap()),
  email,
  phone: phone.optional(),
  dateOfBirth: z.date({ error: "validation.dateInvalid" }).max(new Date(), "validation.dateInvalid").optional(),
  gender: z.enum(genders, { error: "validation.choose" }).optional(),
  referralCode: optionalText(40),
  address: optionalText(),
  jobTitle: optionalText(80),
  department: optionalText(80),
  educationLevel: optionalText(80),
  certifications: optionalText(),
  employeeId: optionalText(40),
  salaryRate: optionalText(40),
  emergencyContact: optionalText(),
  linkedinUrl,
  workEmail: optionalEmail,
  attendedBefore: z.enum(["yes", "no"], { error: "validation.choose" }).optional(),
  faithLevel: z.enum(faithLevels, { error: "validation.choose" }).optional(),
  broughtBy: optionalName,
});

/** Change password: all three required, new and confirm equal (the current one is checked by the server). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "validation.currentPasswordRequired" }).max(200, "errors.tooLong"),
    newPassword: z.string({ error: "validation.newPasswordRequired" }).pipe(newPassword),
    confirmPassword: z.string({ error: "validation.confirmPasswordRequired" }).max(200, "errors.tooLong"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.passwordsMismatch",
  });
