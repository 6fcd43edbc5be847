import { data, redirect } from "react-router";
import { parseTheme, themeCookieName } from "#app/utils/theme.ts";
import type { Route } from "./+types/theme";

export async function action({ request }: Route.ActionArgs) {
  const theme = parseTheme((await request.formData()).get("theme"));
  const cookie = `${themeCookieName}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
  // Without JavaScript the form posts here directly: send the visitor back where they were.
  const back = request.headers.get("Referer");
  if (back && new URL(back).origin === new URL(request.url).origin) {
    return redirect(new URL(back).pathname, { headers: { "Set-Cookie": cookie } });
  }
  return data({ theme }, { headers: { "Set-Cookie": cookie } });
}
