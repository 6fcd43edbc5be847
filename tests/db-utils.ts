// Data builders shared by the seed (prisma/seed.ts) and the tests, so both describe the
// world the same way.
import { prisma } from "#app/utils/db.server.ts";
import { hashPassword } from "#app/features/auth/password.server.ts";
import { liveLanguages } from "#app/neutral/languages.ts";
import { UserType } from "#app/features/auth/roles.ts";

export const DEMO_PASSWORD = "everytongue";

let passwordHashCache: Promise<string> | null = null;
/** bcrypt is slow on purpose; the builders hash the demo password once per process. */
function demoPasswordHash() {
  passwordHashCache ??= hashPassword(DEMO_PASSWORD);
  return passwordHashCache;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

type OrganisationInput = Partial<{
  name: string;
  address: string;
  city: string;
  state: string;
  country: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  contactNumber: string;
  pastorName: string;
  pastorEmail: string;
  pastorPhone: string;
  goLiveLanguages: string[];
}>;

export async function createOrganisation(input: OrganisationInput = {}) {
  const { goLiveLanguages = ["en"], ...fields } = input;
  const voices = (purpose: string, codes: readonly string[]) =>
    liveLanguages
      .filter((language) => codes.includes(language.code))
      .map((language) => ({
        purpose,
        code: language.code,
        name: language.name,
        maleVoiceId: language.voices.male,
        femaleVoiceId: language.voices.female,
      }));
  return prisma.organisation.create({
    data: {
      name: `Test Church ${unique()}`,
      address: "1 Chapel Street",
      city: "Adelaide",
      state: "South Australia",
      country: "Australia",
      timeZone: "Australia/Adelaide",
      ...fields,
      languages: {
        create: [
          ...voices("golive", goLiveLanguages),
          ...voices(
            "joinlive",
            liveLanguages.map((l) => l.code),
          ),
        ],
      },
    },
  });
}

type UserInput = Partial<{
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: number;
  organisationId: string | null;
  createdAt: Date;
  faithLevel: string;
  primaryLanguage: string;
  referralSource: string;
  password: string;
}>;

export async function createUser(input: UserInput = {}) {
  const { password, ...fields } = input;
  return prisma.user.create({
    data: {
      email: `user-${unique()}@example.test`,
      firstName: "Test",
      lastName: "Person",
      phone: "0400000000",
      userType: UserType.Member,
      passwordHash: password ? await hashPassword(password) : await demoPasswordHash(),
      ...fields,
    },
  });
}

export async function createEvent(input: {
  organisationId: string;
  name?: string;
  description?: string;
  startsAt: Date;
  createdById?: string;
}) {
  return prisma.event.create({
    data: { name: "Community evening", description: "Food, worship and friendship.", ...input },
  });
}

type SermonInput = {
  organisationId: string;
  hostId: string;
  startedAt: Date;
  minutes: number;
  sourceLanguage?: string;
  title?: string;
  listeners?: { language: string; userId?: string; name?: string; email?: string; minutes?: number }[];
  salvations?: { userId?: string; name: string; email?: string; phone?: string; faithLevel?: string }[];
  transcript?: { language: string; texts: string[] }[];
  live?: boolean;
};

/** A sermon with its listeners, accept-Jesus clicks and transcript, ended unless `live`. */
export async function createSermon(input: SermonInput) {
  const endedAt = input.live ? null : new Date(input.startedAt.getTime() + input.minutes * 60_000);
  return prisma.sermon.create({
    data: {
      broadcastId: `b-${unique()}`,
      organisationId: input.organisationId,
      hostId: input.hostId,
      title: input.title,
      sourceLanguage: input.sourceLanguage ?? "en",
      status: input.live ? "live" : "ended",
      startedAt: input.startedAt,
      endedAt,
      listeners: {
        create: (input.listeners ?? []).map((listener, index) => {
          const startedAt = new Date(input.startedAt.getTime() + (index % 5) * 60_000);
          const stay = listener.minutes ?? input.minutes;
          return {
            language: listener.language,
            userId: listener.userId,
            name: listener.name,
            email: listener.email,
            startedAt,
            endedAt: input.live ? null : new Date(startedAt.getTime() + stay * 60_000),
          };
        }),
      },
      salvations: {
        create: (input.salvations ?? []).map((salvation) => ({
          ...salvation,
          organisationId: input.organisationId,
          createdAt: new Date(input.startedAt.getTime() + 30 * 60_000),
        })),
      },
      transcript: {
        create: (input.transcript ?? []).flatMap(({ language, texts }) =>
          texts.map((text, seq) => ({
            language,
            seq,
            text,
            createdAt: new Date(input.startedAt.getTime() + seq * 20_000),
          })),
        ),
      },
    },
  });
}
