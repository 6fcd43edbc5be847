import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root.tsx";

/** The root loader's data (language, theme, CSRF token, toast) from anywhere in the tree. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
