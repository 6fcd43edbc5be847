import { data, redirect } from "react-router";
import { mayOpen, type PageKey } from "./page-access.ts";
import { getSessionId } from "./auth.server.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";
import { noteRequestUser } from "#app/utils/request-context.server.ts";
import { isUserType, type UserType } from "./roles.ts";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  organisationId: string | null;
  organisation: { id: string; name: string } | null;
};

type SessionRow = Omit<SessionUser, "userType" | "organisation"> & {
  userType: number | bigint;
  organisationName: string | null;
};

/**
 * The signed-in user, or null. An expired or unknown session counts as signed out. Read afresh
 * by each loader that asks: a memo per Request found nothing under `npm run bench:load`, since
 * React Router gives each loader a Request of its own (decision 024).
 */
export async function getUser(request: Request): Promise<SessionUser | null> {
  const sessionId = await getSessionId(request);
  if (!sessionId) return null;
  // Every signed-in request asks this, so it is one SQL statement rather than a Prisma query:
  // Prisma plans a query each time it runs (1.0 ms here against 0.15 ms for the same read as SQL),
  // which was the largest part of a member's dashboard after the render (`npm run bench:load`).
  const [row] = await prisma.$queryRaw<SessionRow[]>`
    SELECT u."id", u."email", u."firstName", u."lastName", u."userType", u."organisationId",
      o."name" AS "organisationName"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    LEFT JOIN "Organisation" o ON o."id" = u."organisationId"
    WHERE s."id" = ${sessionId} AND s."expiresAt" > ${dbTime(new Date())}
    LIMIT 1`;
  const userType = Number(row?.userType);
  if (!row || !isUserType(userType)) return null;
  noteRequestUser(row.id);
  const { organisationName, ...user } = row;
  return {
    ...user,
    userType,
    organisation:
      user.organisationId && organisationName !== null ? { id: user.organisationId, name: organisationName } : null,
  };
}

/** The signed-in user; anyone else goes to the sign-in screen, which brings them back here. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const origin = url.pathname + url.search;
  throw redirect(`/?${new URLSearchParams({ redirectTo: origin })}`);
}

export function forbidden(): never {
  throw data({ reason: "forbidden" }, { status: 403 });
}

export function notFound(): never {
  throw data({ reason: "notFound" }, { status: 404 });
}

/** The signed-in user, if the access table (page-access.ts) lets them open this page. */
export async function requireAccess(request: Request, page: PageKey): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!mayOpen(page, user.userType)) forbidden();
  return user;
}
