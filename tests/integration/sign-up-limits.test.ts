import { describe, expect, it } from "vitest";
import { PEER_HEADER } from "#app/utils/peer.ts";
import { prisma } from "#app/utils/db.server.ts";
import { changeStep, signUp } from "#app/features/auth/sign-up.server.ts";
import { createOrganisation } from "#tests/db-utils.ts";

// Hostile probe from issue 14: one client could spend the whole site's sign-up budget, and
// "Next" answered "e-mail taken" for as many addresses as a script cared to ask about.
const request = (address: string) =>
  new Request("http://localhost/sign-up", { method: "POST", headers: { [PEER_HEADER]: address } });

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

async function filledForm(email: string) {
  const organisation = await createOrganisation();
  return form({
    firstName: "Ana",
    lastName: "Silva",
    phone: "0412345678",
    email,
    organisationId: organisation.id,
    password: "secret-words",
    confirmPassword: "secret-words",
    terms: "on",
    intent: "submit",
  });
}

async function useUp(key: string, count: number) {
  await prisma.throttleAttempt.createMany({ data: Array.from({ length: count }, () => ({ key })) });
}

describe("sign-up limits per client", () => {
  it(
    "refuses the 31st sign-up in an hour from one client " + "and creates nothing, while another client signs up",
    async () => {
      const busy = `203.0.113.${Date.now() % 200}`;
      await useUp(`signup:ip:${busy}`, 30);
      const email = `limited-${Date.now()}@example.org`;
      const refused = await signUp(request(busy), await filledForm(email), "en");
      expect(refused).not.toBeInstanceOf(Response);
      expect((refused as Exclude<typeof refused, Response>).init?.status).toBe(429);
      expect(await prisma.user.count({ where: { email } })).toBe(0);

      const other = `${email}.other`.replace("@example.org.other", "-other@example.org");
      const accepted = await signUp(request("198.51.100.77"), await filledForm(other), "en");
      expect(accepted).toBeInstanceOf(Response);
      expect((accepted as Response).status).toBe(302);
      expect(await prisma.user.count({ where: { email: other } })).toBe(1);
    },
  );

  it(
    "limits the e-mail check behind Next per client: the 61st " +
      "in an hour is refused without an answer about the address",
    async () => {
      const prober = `192.0.2.${Date.now() % 200}`;
      await useUp(`signup-check:ip:${prober}`, 60);
      const answer = await changeStep(request(prober), await filledForm("super@example.org"), "next");
      expect(answer.init?.status).toBe(429);
      expect(JSON.stringify(answer.data.result)).not.toContain("emailTaken");
      expect(answer.data.result.error).toMatchObject({ "": ["signUp.errors.slowDown"] });

      const fresh = await changeStep(
        request("198.51.100.78"),
        await filledForm(`free-${Date.now()}@example.org`),
        "next",
      );
      expect(fresh.init?.status).toBe(200);
    },
  );
});
