import { describe, expect, it } from "vitest";
import { composeEmail, readMailbox, sendEmail } from "#app/utils/email.server.ts";

describe("e-mail without an SMTP server", () => {
  it("keeps the message, with its plain-text and HTML parts, in the dev mailbox", async () => {
    const to = `mailbox-${Date.now()}@example.org`;
    await sendEmail(composeEmail(to, "Your code", ["Hello <Ana>,", "It expires in 15 minutes."], "4821"));
    const stored = (await readMailbox()).find((message) => message.to === to);
    expect(stored?.subject).toBe("Your code");
    expect(stored?.text).toBe("Hello <Ana>,\n\n4821\n\nIt expires in 15 minutes.");
    expect(stored?.html).toContain("Hello &lt;Ana&gt;,");
    expect(stored?.html).toContain("4821");
  });
});
