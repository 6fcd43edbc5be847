import type { UserType } from "#app/features/auth/roles.ts";

// The console layout's loader data (app/features/shell/routes/layout.tsx), as the shell and the pages
// that read it with useRouteLoaderData expect it. Written out here, so the layout, the shell it
// renders and the hooks inside that shell do not import one another.

/** The signed-in user, as the console shows them (header, menu, links to their church). */
export type ShellUser = {
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
  organisationId: string | null;
  organisationName: string | null;
};

export type ConsoleLayoutData = { user: ShellUser; liveNow: boolean };

/** The console layout's route id, named in app/routes.ts. */
export const consoleLayoutId = "console-layout";
