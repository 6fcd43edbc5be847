/** Names shared by the browser and csrf.server.ts. */
export const CSRF_FIELD_NAME = "_csrf";
export const CSRF_COOKIE_NAME = "XSRF-TOKEN";
export const CSRF_HEADER_NAME = "X-XSRF-TOKEN";
