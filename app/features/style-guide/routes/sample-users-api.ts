import { data } from "react-router";
import { SAMPLE_USERS, sampleUserFrom } from "#app/features/style-guide/sample-users/sample-data.server.ts";
import { requireUser } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/sample-users-api";

// GET and POST on the sample users collection (requirements R9.2), for signed-in people.
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return data(SAMPLE_USERS, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  if (request.method !== "POST")
    return data({ error: "method not allowed" }, { status: 405, headers: { Allow: "GET, POST" } });
  const user = await sampleUserFrom(request);
  // Like a placeholder service: the next id is answered, nothing is kept.
  return data({ ...user, id: SAMPLE_USERS.length + 1 }, { status: 201 });
}
