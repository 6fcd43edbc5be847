// A request's form, read once and read as it arrives. The CSRF check, the request-shape check and
// the action each read the form of a POST; a 12 MB Bible upload was parsed three times on the
// request's thread, time in which no other request is answered (issue 30). They share this one
// reading instead, and it is a streaming parse: each chunk of the body is taken apart as it comes
// in, where the platform's `Request.formData()` held the event loop for the whole 12 MB at once
// (about 15 ms on an idle machine). See docs/decisions/044-forms-read-as-they-arrive.md.
import { parseFormData } from "@remix-run/form-data-parser";
import { MAX_BODY_BYTES } from "./http-guard.server.ts";
import { requestContext } from "./request-context.server.ts";

// Keyed by the production server's context of the request when there is one: React Router hands
// the action a copy of the Request the middleware saw (future.v8_passThroughRequests is off).
const forms = new WeakMap<object, Promise<FormData>>();

// The guard refuses a larger body before it is read, so no single file can be larger either; each
// importer then applies its own, smaller limit with its own message.
const limits = { maxFileSize: MAX_BODY_BYTES, maxTotalSize: MAX_BODY_BYTES, maxFiles: 20, maxParts: 1_000 };

/** The form of `request`, parsed on first use (from a clone: the body stays readable). */
export function requestForm(request: Request): Promise<FormData> {
  const key = requestContext.getStore() ?? request;
  let form = forms.get(key);
  if (!form) {
    form = parseFormData(request.clone(), limits);
    forms.set(key, form);
  }
  return form;
}
