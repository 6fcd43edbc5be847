import { z } from "zod";

export const forgotPasswordSchema = z.object({
  email: z.string({ error: "errors.emailRequired" }).trim().max(254, "errors.tooLong").pipe(z.email("errors.emailInvalid")),
});

export const resetPasswordSchema = z
  .object({
    email: z.string({ error: "errors.emailRequired" }).trim().max(254, "errors.tooLong").pipe(z.email("errors.emailInvalid")),
    code: z.string({ error: "reset.errors.codeAndPassword" }).trim().regex(/^\d{4}$/, "reset.errors.codeAndPassword"),
    password: z.string({ error: "reset.errors.codeAndPassword" }).min(6, "reset.errors.codeAndPassword").max(200, "errors.tooLong"),
    confirmPassword: z.string({ error: "signUp.errors.confirmPassword" }).max(200, "errors.tooLong"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "signUp.errors.passwordsDiffer",
    // Say so even while other fields still have errors (zod skips object refinements otherwise).
    when: ({ value }) => {
      const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
      return typeof password === "string" && typeof confirmPassword === "string";
    },
  });
