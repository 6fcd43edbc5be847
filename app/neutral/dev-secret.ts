/**
 * The secret the web app and the room fall back to when none is configured, so that nothing must
 * be set up locally. Both refuse it when NODE_ENV is production (app/utils/env.server.ts and
 * party/room-env.ts): one constant, one rule.
 */
export const DEV_SECRET = "every-tongue-local-development-secret-change-me";
