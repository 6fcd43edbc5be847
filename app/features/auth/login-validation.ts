import { parseWithZod } from "@conform-to/zod/v4";
import { loginSchema } from "./login-schema.ts";

/**
 * The sign-in form's browser-side check: the same schema the action parses. Loaded after the page
 * is on screen (routes/login.tsx), so zod is not on the sign-in page's critical path; until it
 * arrives the server's answer carries the same messages.
 */
export function validateLogin(formData: FormData) {
  return parseWithZod(formData, { schema: loginSchema });
}
