// What the request log line needs to know from inside the app: the production server
// (server/app.ts) opens a context per request, and the code that finds out who is asking
// (permissions.server.ts) writes the user id into it. Outside that server (dev, react-router-serve)
// there is no context and noting is a no-op.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestContext = { id: string; userId?: string };

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function noteRequestUser(userId: string) {
  const context = requestContext.getStore();
  if (context) context.userId = userId;
}
