import { request, type FullConfig } from "@playwright/test";
import { DEMO_PASSWORD, demoUsers, storageStatePath, type DemoUserType } from "./helpers.ts";

/**
 * Signs each demo user in once through the real login endpoint (an HTTP request, no form
 * clicking) and keeps the cookies, so every test can start already signed in.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? "http://localhost:3100";
  for (const userType of Object.keys(demoUsers).map(Number) as DemoUserType[]) {
    const context = await request.newContext({ baseURL });
    await context.get("/login");
    const csrf = (await context.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value;
    if (!csrf) throw new Error("The sign-in page set no XSRF-TOKEN cookie");
    const response = await context.post("/login", {
      form: { email: demoUsers[userType].email, password: DEMO_PASSWORD, _csrf: csrf },
    });
    if (!response.url().endsWith("/dashboard"))
      throw new Error(`Signing in ${demoUsers[userType].email} ended at ${response.url()}`);
    await context.storageState({ path: storageStatePath(userType) });
    await context.dispose();
  }
}
