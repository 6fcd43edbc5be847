import { createContext, useContext } from "react";

// The per-request CSP nonce, set by entry.server.tsx for the server render. In the browser it is
// empty: the inline scripts it covers have already run, and browsers hide the attribute anyway.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
