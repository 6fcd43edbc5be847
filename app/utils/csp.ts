// The Content-Security-Policy of every HTML page: one function, so a route that must be embedded
// (a projector or OBS view) relaxes only frame-ancestors through its `handle`, nothing else.

/** What a route may relax, declared as `export const handle = { csp: { frameAncestors: [...] } }`. */
export type CspRelaxation = {
  /** Origins allowed to frame the page ("'self'", "https://obs.example"); default: none. */
  frameAncestors?: string[];
};

export type CspInput = {
  nonce: string;
  /** host[:port] of the room server as the browser reaches it. */
  roomHost: string;
  relax?: CspRelaxation;
};

export function contentSecurityPolicy({ nonce, roomHost, relax }: CspInput) {
  const frameAncestors = relax?.frameAncestors?.length ? relax.frameAncestors.join(" ") : "'none'";
  const directives: Record<string, string> = {
    "default-src": "'self'",
    // React Router's inline hydration scripts carry the nonce; every other script is a file of ours.
    "script-src": `'self' 'nonce-${nonce}'`,
    // React's style={{…}} attributes are inline styles; no inline <style> or script relies on it.
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob:",
    "font-src": "'self' data:",
    // The room (WebSocket, either scheme so a plain-HTTP church LAN works) and Azure Speech's
    // recogniser, which the speaker's browser reaches with a token from /api/speech-token.
    "connect-src":
      `'self' ws://${roomHost} wss://${roomHost} http://${roomHost} https://${roomHost} ` +
      "wss://*.stt.speech.microsoft.com",
    // Server voices arrive as data: clips.
    "media-src": "'self' data: blob:",
    "worker-src": "'self' blob:",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/** The deepest matched route's relaxation wins (a page overrides its layout). */
export function relaxationOf(handles: unknown[]): CspRelaxation | undefined {
  for (const handle of [...handles].reverse()) {
    const csp = (handle as { csp?: CspRelaxation } | undefined)?.csp;
    if (csp) return csp;
  }
  return undefined;
}
