// A real pipe for a web process's standard output, as `node server/start.js | tee` gives it, whose
// reader a test can stall or close (decision 053). A FIFO: the pipes Node makes for a child's stdio
// are socket pairs.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type LogPipe = {
  /** The write end, for the child's stdio. */
  writeFd: number;
  /** The read end: what the child writes. */
  reader: net.Socket;
  /** Closes this process's copy of the write end, once the child has its own. */
  handedOver: () => void;
  /** Stops reading: the pipe fills and the writer's writes wait (EAGAIN). */
  stall: () => void;
  /** Closes the read end: the writer's next write fails (EPIPE). */
  close: () => void;
};

export function openLogPipe(): LogPipe {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "log-pipe-"));
  const fifo = path.join(dir, "stdout");
  execFileSync("mkfifo", [fifo]);
  // The read end first and non-blocking, so that opening the write end finds a reader at once.
  const readFd = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  const writeFd = fs.openSync(fifo, fs.constants.O_WRONLY);
  fs.rmSync(dir, { recursive: true });
  const reader = new net.Socket({ fd: readFd, readable: true, writable: false });
  return {
    writeFd,
    reader,
    handedOver: () => fs.closeSync(writeFd),
    stall: () => {
      reader.pause();
    },
    close: () => {
      reader.destroy();
    },
  };
}
