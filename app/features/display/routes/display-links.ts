import { data } from "react-router";
import {
  createDisplay,
  displayActionSchema,
  revokeDisplays,
  sermonForDisplayAdmin,
} from "#app/features/display/display.server.ts";
import { requireUser } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/display-links";

/** The host (or the church's admin) makes a display link for a live sermon, or revokes them all. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = displayActionSchema.safeParse(Object.fromEntries((await request.formData()).entries()));
  if (!parsed.success) return data({ error: "bad request" as const, token: null }, { status: 400 });
  const sermon = await sermonForDisplayAdmin(user, parsed.data.broadcastId);
  if (!sermon) return data({ error: "not found" as const, token: null }, { status: 404 });
  if (parsed.data.intent === "revoke") {
    await revokeDisplays(sermon);
    return { error: null, token: null, revoked: true };
  }
  if (sermon.status !== "live") return data({ error: "ended" as const, token: null }, { status: 409 });
  return { error: null, token: await createDisplay(sermon.id), revoked: false };
}
