import { data } from "react-router";
import { requireUser } from "#app/features/auth/permissions.server.ts";
import { reviewPrepared } from "#app/features/live/prepared-review.server.ts";
import { requestForm } from "#app/utils/request-form.server.ts";
import type { Route } from "./+types/prepared-review";

// The booth's prepared text, translated at once for review before it is sent (decision 039).
// Errors are interface-string keys, shown translated by the panel's ErrorList.
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = Object.fromEntries(await requestForm(request));
  const { status, ...reply } = await reviewPrepared(user, form);
  return data(reply, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return data({ error: "method" }, { status: 405, headers: { Allow: "POST" } });
}
