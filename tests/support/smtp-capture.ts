// A real SMTP server on loopback for the browser tests: every message it receives is written to
// a folder as JSON ({ to, subject, text }), where tests read reset codes.
// Usage: tsx tests/support/smtp-capture.ts PORT FOLDER
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const [port, folder] = [Number(process.argv[2]), process.argv[3] ?? "data/mail"];
fs.mkdirSync(folder, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    stream.on("end", () => {
      const subject = raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? "";
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      // Written aside, then renamed: a test reading the folder never meets a half-written message.
      const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
      fs.writeFileSync(path.join(folder, `.${name}.part`), JSON.stringify({ to, subject, raw }));
      fs.renameSync(path.join(folder, `.${name}.part`), path.join(folder, name));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1", () => console.log(`smtp capture on ${port} → ${folder}`));
