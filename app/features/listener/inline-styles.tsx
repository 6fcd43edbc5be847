import { createContext, useContext } from "react";

// Stylesheet text that entry.server.tsx inlines for the server render of a page that asked for it
// (the listener island). Empty in the browser: the page it styles is already there.
const InlineStylesContext = createContext<string | null>(null);

export const InlineStylesProvider = InlineStylesContext.Provider;

export function useInlineStyles() {
  return useContext(InlineStylesContext);
}
