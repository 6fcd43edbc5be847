import { data, redirect } from "react-router";
import { mayOpen, type PageKey } from "./page-access.ts";
import { getSessionId } from "./auth.server.ts";
import { prisma } from "../../utils/db.server.ts";
import { noteRequestUser } from "../../utils/request-context.server.ts";
import { isUserType, type UserType } from "./roles.ts";

const sessionUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  userType: true,
  organisationId: true,
  organisation: { select: { id: true, name: true } },
} as const;

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  organisationId: string | null;
  organisation: { id: string; name: string } | null;
};

/**
 * One lookup per request: the console layout and the page both ask, and their loaders get the same
 * Request. Keyed by the Request object itself, so nothing outlives it or reaches another request
 * (React Router gives the loaders after an action a request of their own).
 */
const usersOfRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, or null. An expired or unknown session counts as signed out. */
export function getUser(request: Request): Promise<SessionUser | null> {
  let user = usersOfRequest.get(request);
  if (!user) {
    user = lookUpUser(request);
    usersOfRequest.set(request, user);
  }
  return user;
}

async function lookUpUser(request: Request): Promise<SessionUser | null> {
  const sessionId = await getSessionId(request);
  if (!sessionId) return null;
  const session = await prisma.session.findFirst({
    where: { id: sessionId, expiresAt: { gt: new Date() } },
    select: { user: { select: sessionUserSelect } },
  });
  const user = session?.user;
  if (!user || !isUserType(user.userType)) return null;
  noteRequestUser(user.id);
  return { ...user, userType: user.userType };
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

export async function requireUserType(request: Request, allowed: readonly number[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!allowed.includes(user.userType)) forbidden();
  return user;
}

/** The signed-in user, if the access table (access.ts) lets them open this page. */
export async function requireAccess(request: Request, page: PageKey): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!mayOpen(page, user.userType)) forbidden();
  return user;
}
