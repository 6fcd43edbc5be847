import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { signUpSchemaFor, type SignUpInput } from "./sign-up-schema.ts";

/**
 * The sign-up form's browser-side check: the schema the action parses for this step and button.
 * Loaded after the page is on screen (routes/sign-up.tsx), so zod is not on the first paint's
 * critical path; until it arrives the server's answer carries the same messages.
 */
export function validateSignUp(formData: FormData, step: 1 | 2) {
  return parseWithZod(formData, { schema: signUpSchemaFor(formData.get("intent"), step) }) as Submission<SignUpInput>;
}
