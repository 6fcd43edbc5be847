import { data, redirect } from "react-router";
import { refererPath } from "#app/utils/request-info.server.ts";
import { parseTheme, themeCookieName } from "#app/utils/theme.ts";
import type { Route } from "./+types/theme";

export async function action({ request }: Route.ActionArgs) {
  const theme = parseTheme((await request.formData()).get("theme"));
  const cookie = `${themeCookieName}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
  // Without JavaScript the form posts here directly: send the visitor back where they were.
  // Only to a page of this site (a crafted Referer is not one), and a malformed one is no error.
  const back = refererPath(request);
  if (back) return redirect(back, { headers: { "Set-Cookie": cookie } });
  return data({ theme }, { headers: { "Set-Cookie": cookie } });
}
