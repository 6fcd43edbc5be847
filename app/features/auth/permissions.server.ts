import { data, redirect } from "react-router";
import { mayOpen, type PageKey } from "./page-access.ts";
import { getSessionId } from "./auth.server.ts";
import { dbTime, prisma } from "#app/utils/db.server.ts";
import { noteRequestUser, requestContext } from "#app/utils/request-context.server.ts";
import { isUserType, type UserType } from "./roles.ts";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  organisationId: string | null;
  /** The organisation's time zone comes with it: every report reads it (report-filters.server.ts). */
  organisation: { id: string; name: string; timeZone: string } | null;
  /** One of the organisation's sermons is live now (the console menu's "Live" badge). */
  organisationLive: boolean;
};

type SessionRow = Omit<SessionUser, "userType" | "organisation" | "organisationLive"> & {
  userType: number | bigint;
  organisationName: string | null;
  organisationTimeZone: string | null;
  organisationLive: number | bigint | null;
};

// Who is asking, kept for the rest of the request by the production server's context of it
// (request-context.server.ts): React Router gives each loader a Request of its own, so a memo per
// Request found nothing (decision 024), and a console page asked twice, the layout and the page.
const usersOfRequests = new WeakMap<object, { cookie: string | null; user: Promise<SessionUser | null> }>();

/**
 * The signed-in user, or null. An expired or unknown session counts as signed out. Read once per
 * request that only reads (GET, HEAD); a request that writes reads it afresh each time, since its
 * action may have signed someone out or renamed them before the loaders run again (decision 067).
 */
export function getUser(request: Request): Promise<SessionUser | null> {
  const context = requestContext.getStore();
  if (!context || (request.method !== "GET" && request.method !== "HEAD")) return readUser(request);
  const cookie = request.headers.get("Cookie");
  const kept = usersOfRequests.get(context);
  if (kept && kept.cookie === cookie) return kept.user;
  const user = readUser(request);
  usersOfRequests.set(context, { cookie, user });
  return user;
}

async function readUser(request: Request): Promise<SessionUser | null> {
  const sessionId = await getSessionId(request);
  if (!sessionId) return null;
  // Every signed-in request asks this, so it is one SQL statement rather than a Prisma query:
  // Prisma plans a query each time it runs (1.0 ms here against 0.15 ms for the same read as SQL),
  // which was the largest part of a member's dashboard after the render (`npm run bench:load`).
  // The organisation's zone and whether it is live ride along (an indexed probe, [status,
  // organisationId]): each was a statement of its own on every console page (decision 067).
  const [row] = await prisma.$queryRaw<SessionRow[]>`
    SELECT u."id", u."email", u."firstName", u."lastName", u."userType", u."organisationId",
      o."name" AS "organisationName", o."timeZone" AS "organisationTimeZone",
      EXISTS (SELECT 1 FROM "Sermon" m WHERE m."status" = 'live' AND m."organisationId" = u."organisationId")
        AS "organisationLive"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    LEFT JOIN "Organisation" o ON o."id" = u."organisationId"
    WHERE s."id" = ${sessionId} AND s."expiresAt" > ${dbTime(new Date())}
    LIMIT 1`;
  const userType = Number(row?.userType);
  if (!row || !isUserType(userType)) return null;
  noteRequestUser(row.id);
  const { organisationName, organisationTimeZone, organisationLive, ...user } = row;
  return {
    ...user,
    userType,
    organisation:
      user.organisationId && organisationName !== null
        ? { id: user.organisationId, name: organisationName, timeZone: organisationTimeZone ?? "UTC" }
        : null,
    organisationLive: Number(organisationLive) === 1,
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
