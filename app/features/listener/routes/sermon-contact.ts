import { saveGuestContact } from "#app/features/listener/contact.server.ts";
import type { Route } from "./+types/sermon-contact";

/** POST only: a guest's optional follow-up details after accepting Jesus, answered as JSON. */
export async function action({ request, params }: Route.ActionArgs) {
  return saveGuestContact(request, params.broadcastId);
}
