// The room's one way to write a log line (the web server's is app/utils/logger.server.ts). Workerd
// has no pino, and PartyKit collects the console; every text and error goes through the same
// scrubbing as the web's lines first, so an address or a token in an error message stays out.
import { scrubLogText, scrubLogValue } from "../app/neutral/log-scrub.ts";

/* eslint-disable no-console -- the one module of the room that writes to the console */
export const roomLog = {
  error(message: string, error?: unknown) {
    console.error(scrubLogText(message), ...(error === undefined ? [] : [scrubLogValue(error)]));
  },
};
