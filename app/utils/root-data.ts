import { useRouteLoaderData } from "react-router";
import type { Theme } from "./theme.ts";
import type { Toast } from "./toast.server.ts";

/**
 * What the root loader (app/root.tsx) returns. Written out here rather than read from the loader's
 * type, so root.tsx (which reads it too) and this module do not import each other.
 */
export type RootData = {
  locale: string;
  languageChosen: boolean;
  theme: Theme;
  csrfToken: string;
  toast: Toast | null;
};

/** The root loader's data (language, theme, CSRF token, toast) from anywhere in the tree. */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
