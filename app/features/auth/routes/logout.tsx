import { redirect } from "react-router";
import { logout } from "#app/features/auth/auth.server.ts";
import type { Route } from "./+types/logout";

// Only a POST signs out, so a link on another site cannot.
export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request }: Route.ActionArgs) {
  // The i18next language cookie is left alone: logout keeps the chosen language.
  return redirect("/login", { headers: { "Set-Cookie": await logout(request) } });
}
