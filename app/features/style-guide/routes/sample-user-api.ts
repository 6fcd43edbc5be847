import { data } from "react-router";
import { knownId, sampleUserFrom } from "#app/features/style-guide/sample-users/sample-data.server.ts";
import { requireUser } from "#app/features/auth/permissions.server.ts";
import type { Route } from "./+types/sample-user-api";

// PUT and DELETE on one sample user (requirements R9.2). An unknown id is a 404.
export async function action({ request, params }: Route.ActionArgs) {
  await requireUser(request);
  const id = knownId(params.id);
  if (request.method === "PUT") return data({ ...(await sampleUserFrom(request)), id });
  if (request.method === "DELETE") return data({});
  return data({ error: "method not allowed" }, { status: 405, headers: { Allow: "PUT, DELETE" } });
}
