// /robots.txt: search engines may read the public pages (sign-in, sign-up, events, privacy
// policy, and the join links churches share); the console and everything else stay out.
// A plain resource route, so it is not sent to sign in like an unknown path.
const rules = [
  "User-agent: *",
  "Allow: /$",
  "Allow: /login$",
  "Allow: /sign-up$",
  "Allow: /public/events",
  "Allow: /privacy-policy",
  "Allow: /join/",
  "Allow: /sermon/join/",
  // Styles, scripts and the icon, which a crawler needs to render the allowed pages.
  "Allow: /assets/",
  "Allow: /favicon.svg",
  "Disallow: /",
  "",
].join("\n");

export function loader() {
  return new Response(rules, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
