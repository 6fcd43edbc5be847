// A cookie jar over fetch, for tests that talk HTTP to one or several web processes: cookies
// set by one server are sent to the others, as a browser behind one load balancer would.
import crypto from "node:crypto";

export class HttpSession {
  readonly cookies = new Map<string, string>();
  /** The double-submit token: our own, as a browser's script would echo the cookie. */
  readonly csrf = crypto.randomBytes(32).toString("base64url");

  constructor() {
    this.cookies.set("XSRF-TOKEN", this.csrf);
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      this.cookies.set(name!.trim(), value.join("="));
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async get(url: string) {
    const response = await fetch(url, { headers: { Cookie: this.cookieHeader() }, redirect: "manual" });
    this.remember(response);
    return response;
  }

  /** Posts a form (with the CSRF field) and keeps the cookies it sets; redirects are not followed. */
  async post(url: string, fields: Record<string, string | Blob>) {
    const multipart = Object.values(fields).some((value) => value instanceof Blob);
    let body: FormData | URLSearchParams;
    if (multipart) {
      body = new FormData();
      for (const [name, value] of Object.entries({ ...fields, _csrf: this.csrf })) body.append(name, value);
    } else {
      body = new URLSearchParams({ ...(fields as Record<string, string>), _csrf: this.csrf });
    }
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { Cookie: this.cookieHeader() },
      redirect: "manual",
    });
    this.remember(response);
    return response;
  }
}
