import { data } from "react-router";
import type { MessageKey } from "#app/locales/keys.ts";
import { redirectWithToast } from "./toast.server.ts";
import { logger } from "./logger.server.ts";

/** A form refusal as conform expects it, for errors found outside a schema (server-only facts). */
export function fieldErrorReply(field: string, errorKey: MessageKey, status = 400) {
  return data({ result: { status: "error" as const, error: { [field]: [errorKey] } } }, { status });
}

/**
 * Runs a database change and answers with the success toast, or with the error toast when it
 * throws (a lost race, a constraint), so a failure is reported instead of a broken page.
 */
export async function saveWithToast(
  change: () => Promise<unknown>,
  {
    to,
    successKey,
    errorKey,
    errorTo = to,
  }: { to: string; successKey: MessageKey; errorKey: MessageKey; errorTo?: string },
) {
  try {
    await change();
  } catch (error) {
    logger.error({ err: error }, errorKey);
    return redirectWithToast(errorTo, { type: "error", messageKey: errorKey });
  }
  return redirectWithToast(to, { type: "success", messageKey: successKey });
}

/** Whether this GET shows the delete confirmation (?confirm=delete). */
export function wantsDeleteConfirmation(request: Request) {
  return new URL(request.url).searchParams.get("confirm") === "delete";
}
