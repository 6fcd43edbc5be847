import { z } from "zod";

// Messages are i18next keys; <ErrorList> translates them. Used by the browser and the server.
export const loginSchema = z.object({
  email: z
    .string({ error: "errors.emailRequired" })
    .trim()
    .max(254, "errors.tooLong")
    .pipe(z.email("errors.emailInvalid")),
  password: z.string({ error: "errors.passwordRequired" }).max(200, "errors.tooLong"),
  redirectTo: z.string().max(2000).optional(),
});
