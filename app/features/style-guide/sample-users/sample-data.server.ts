// The sample-data service users provider talks to (requirements R9.2), served by the app itself (no call
// leaves the church's network). Like public placeholder services it is stateless: answers echo
// what was sent and nothing is stored, so any number of visitors can try it side by side.
import { data } from "react-router";
import { z } from "zod";

export const SAMPLE_USERS = [
  { id: 1, name: "Ana Silva", username: "ana", email: "ana@example.org" },
  { id: 2, name: "Budi Santoso", username: "budi", email: "budi@example.org" },
  { id: 3, name: "Chen Wei", username: "chen", email: "chen@example.org" },
  { id: 4, name: "Daniela Ruiz", username: "daniela", email: "daniela@example.org" },
  { id: 5, name: "Emeka Obi", username: "emeka", email: "emeka@example.org" },
];

const sampleUserSchema = z.object({
  name: z.string().trim().min(1).max(100),
  username: z.string().trim().max(50).optional(),
  email: z.email().max(254).optional(),
});

/** The JSON body of a request, checked; a 400 answer when it is not a sample user. */
export async function sampleUserFrom(request: Request) {
  if (!(request.headers.get("Content-Type") ?? "").includes("application/json"))
    throw data({ error: "send JSON" }, { status: 415 });
  let body: unknown;
  try {
    body = JSON.parse((await request.text()).slice(0, 20_000));
  } catch {
    throw data({ error: "invalid JSON" }, { status: 400 });
  }
  const parsed = sampleUserSchema.safeParse(body);
  if (!parsed.success) throw data({ error: "invalid user" }, { status: 400 });
  return parsed.data;
}

/** An id the collection has; 404 otherwise. */
export function knownId(raw: string | undefined) {
  const id = Number(raw);
  if (!SAMPLE_USERS.some((user) => user.id === id)) throw data({ error: "not found" }, { status: 404 });
  return id;
}
