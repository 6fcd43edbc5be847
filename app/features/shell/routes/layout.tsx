import { useEffect } from "react";
import { Outlet } from "react-router";
import { ConsoleShell } from "#app/features/shell/console-shell.tsx";
import type { ConsoleLayoutData } from "#app/features/shell/console-user.ts";
import { storeLocalSession } from "#app/features/auth/local-session.ts";
import { requireUser } from "#app/features/auth/permissions.server.ts";
import { worksForOrganisation } from "#app/features/auth/roles.ts";
import { liveStyleLinks } from "#app/styles/live-styles.ts";
import consoleStylesHref from "#app/styles/console.css?url";
import dashboardStylesHref from "#app/styles/dashboard.css?url";
import type { Route } from "./+types/layout";

// The console's own stylesheets (management screens, reports and charts, live screens) load only inside the
// console; the public pages, sign-in and the listener island need only what root links (issue 15 item 3).
// The console's sheet first: it was once part of root's and the others may refine it.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: consoleStylesHref },
  ...liveStyleLinks,
  { rel: "stylesheet", href: dashboardStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userType: user.userType,
      organisationId: user.organisationId,
      organisationName: user.organisation?.name ?? null,
    },
    // Read with who is asking (permissions.server.ts); only the people with "Go live" in their menu see it.
    liveNow: worksForOrganisation(user) && user.organisationLive,
  } satisfies ConsoleLayoutData;
}

export default function ConsoleLayout({ loaderData: { user, liveNow } }: Route.ComponentProps) {
  // The locally stored values (requirements R4.10), kept for the mobile pages and the church-id guard.
  useEffect(() => {
    storeLocalSession({
      userType: String(user.userType),
      userEmail: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      churchId: user.organisationId ?? "",
    });
  }, [user]);
  return (
    <ConsoleShell user={user} liveNow={liveNow}>
      <Outlet />
    </ConsoleShell>
  );
}
