// A request's form, read once. The CSRF check, the request-shape check and the action each read
// the form of a POST; a 12 MB Bible upload was parsed three times on the request's thread, time
// in which no other request is answered (issue 30). They share this one reading instead.
import { requestContext } from "./request-context.server.ts";

// Keyed by the production server's context of the request when there is one: React Router hands
// the action a copy of the Request the middleware saw (future.v8_passThroughRequests is off).
const forms = new WeakMap<object, Promise<FormData>>();

/** The form of `request`, parsed on first use (from a clone: the body stays readable). */
export function requestForm(request: Request): Promise<FormData> {
  const key = requestContext.getStore() ?? request;
  let form = forms.get(key);
  if (!form) {
    form = request.clone().formData();
    forms.set(key, form);
  }
  return form;
}
