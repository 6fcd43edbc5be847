import { z } from "zod";
import { passwordsMatch, passwordsMatchIssue } from "./passwords-schema.ts";

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "errors.emailRequired" })
    .trim()
    .max(254, "errors.tooLong")
    .pipe(z.email("errors.emailInvalid")),
});

export const resetPasswordSchema = z
  .object({
    email: z
      .string({ error: "errors.emailRequired" })
      .trim()
      .max(254, "errors.tooLong")
      .pipe(z.email("errors.emailInvalid")),
    code: z
      .string({ error: "reset.errors.codeAndPassword" })
      .trim()
      .regex(/^\d{4}$/, "reset.errors.codeAndPassword"),
    password: z
      .string({ error: "reset.errors.codeAndPassword" })
      .min(6, "reset.errors.codeAndPassword")
      .max(200, "errors.tooLong"),
    confirmPassword: z.string({ error: "signUp.errors.confirmPassword" }).max(200, "errors.tooLong"),
  })
  .refine(passwordsMatch, passwordsMatchIssue);
