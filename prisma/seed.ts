// Demo data that makes every screen meaningful on first start. Runs only on an empty
// database (npm start calls it every time). All demo logins use the password "everytongue".
import { prisma } from "#app/utils/db.server.ts";
import { createEvent, createOrganisation, createSermon, createUser } from "#tests/db-utils.ts";
import { UserType } from "#app/features/auth/roles.ts";

const DAY = 24 * 60 * 60 * 1000;

// A small deterministic generator: the same seed gives the same demo every time.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
const rand = random(7);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

const organisations = [
  {
    name: "Grace Community Church",
    address: "12 King William Street",
    city: "Adelaide",
    state: "South Australia",
    country: "Australia",
    timeZone: "Australia/Adelaide",
    latitude: -34.9285,
    longitude: 138.6007,
    contactNumber: "0882120000",
    pastorName: "Samuel Reid",
    pastorEmail: "pastor@grace.example.org",
    pastorPhone: "0412345678",
    goLiveLanguages: ["en"],
    source: "en",
  },
  {
    name: "Igreja Nova Esperanca",
    address: "Rua Augusta 1500",
    city: "Sao Paulo",
    state: "Sao Paulo",
    country: "Brazil",
    timeZone: "America/Sao_Paulo",
    latitude: -23.5505,
    longitude: -46.6333,
    contactNumber: "1132100000",
    pastorName: "Joao Almeida",
    pastorEmail: "pastor@novaesperanca.example.org",
    pastorPhone: "1198765432",
    goLiveLanguages: ["pt", "en"],
    source: "pt",
  },
  {
    name: "Gereja Kasih Karunia",
    address: "Jalan Sudirman 45",
    city: "Jakarta",
    state: "Jakarta Raya",
    country: "Indonesia",
    timeZone: "Asia/Jakarta",
    latitude: -6.2088,
    longitude: 106.8456,
    contactNumber: "2157900000",
    pastorName: "Yohanes Wijaya",
    pastorEmail: "pastor@kasih.example.org",
    pastorPhone: "8121234567",
    goLiveLanguages: ["id", "en"],
    source: "id",
  },
];

const firstNames = [
  "Grace",
  "Daniel",
  "Maria",
  "Lucas",
  "Siti",
  "Budi",
  "Chen",
  "Aisha",
  "Priya",
  "Mateus",
  "Ana",
  "David",
  "Ruth",
  "Joseph",
  "Mei",
  "Omar",
];
const lastNames = [
  "Taylor",
  "Santos",
  "Wijaya",
  "Silva",
  "Nguyen",
  "Haddad",
  "Sharma",
  "Oliveira",
  "Brown",
  "Putri",
  "Wang",
  "Costa",
];
const faithLevels = ["no_faith", "uncertain", "open", "exploring", "strong"];
const referralSources = [
  "friend_family",
  "church_event",
  "social_media",
  "community_outreach",
  "online_search",
  "flyer_poster",
];
const primaryLanguages = ["en", "es", "pt", "id", "zh"];
const listenerLanguages = ["en", "es", "pt", "id", "zh", "ar", "hi"];
const sermonLines: Record<string, string[]> = {
  en: [
    "The Lord is my shepherd, I shall not want.",
    "He makes me lie down in green pastures.",
    "He restores my soul.",
    "Surely goodness and mercy shall follow me.",
  ],
  pt: [
    "O Senhor é o meu pastor, nada me faltará.",
    "Ele me faz repousar em pastos verdejantes.",
    "Refrigera a minha alma.",
    "Bondade e misericórdia me seguirão.",
  ],
  id: [
    "Tuhan adalah gembalaku, takkan kekurangan aku.",
    "Ia membaringkan aku di padang yang berumput hijau.",
    "Ia menyegarkan jiwaku.",
    "Kebajikan dan kemurahan belaka akan mengikuti aku.",
  ],
  es: [
    "El Señor es mi pastor, nada me faltará.",
    "En lugares de verdes pastos me hace descansar.",
    "Confortará mi alma.",
    "El bien y la misericordia me seguirán.",
  ],
};

async function seed() {
  if ((await prisma.organisation.count()) > 0) {
    console.log("Seed: the database already has data; left as it is.");
    return;
  }
  const now = Date.now();
  await createUser({
    email: "super@example.org",
    firstName: "Sarah",
    lastName: "Mitchell",
    userType: UserType.SuperAdmin,
    organisationId: null,
    phone: "0400111222",
  });

  for (const [index, { source, ...fields }] of organisations.entries()) {
    const organisation = await createOrganisation(fields);
    const demo = index === 0; // the demo logins belong to the first organisation
    const admin = await createUser({
      email: demo ? "admin@example.org" : `admin${index + 1}@example.org`,
      firstName: pick(firstNames),
      lastName: pick(lastNames),
      userType: UserType.OrganisationAdmin,
      organisationId: organisation.id,
      createdAt: new Date(now - 200 * DAY),
    });
    const staff = [
      await createUser({
        email: demo ? "staff@example.org" : `staff${index + 1}@example.org`,
        firstName: pick(firstNames),
        lastName: pick(lastNames),
        userType: UserType.Staff,
        organisationId: organisation.id,
        createdAt: new Date(now - 150 * DAY),
      }),
      await createUser({
        firstName: pick(firstNames),
        lastName: pick(lastNames),
        userType: UserType.Staff,
        organisationId: organisation.id,
        email: `staff${index + 1}b@example.org`,
      }),
    ];
    const members: Awaited<ReturnType<typeof createUser>>[] = [];
    for (let m = 0; m < 14; m++) {
      members.push(
        await createUser({
          email: demo && m === 0 ? "member@example.org" : `member${index + 1}-${m + 1}@example.org`,
          firstName: demo && m === 0 ? "Michael" : pick(firstNames),
          lastName: demo && m === 0 ? "Okafor" : pick(lastNames),
          userType: UserType.Member,
          organisationId: organisation.id,
          createdAt: new Date(now - Math.floor(rand() * 120) * DAY),
          faithLevel: pick(faithLevels),
          primaryLanguage: pick(primaryLanguages),
          referralSource: pick(referralSources),
        }),
      );
    }

    for (const [offsetDays, name] of [
      [9, "Youth night"],
      [16, "Community lunch"],
      [30, "Baptism Sunday"],
      [-12, "Easter service"],
      [-40, "Prayer retreat"],
    ] as const) {
      await createEvent({
        organisationId: organisation.id,
        name,
        createdById: admin.id,
        description: `${name} at ${organisation.name}. Everyone is welcome; bring a friend.`,
        startsAt: new Date(now + offsetDays * DAY + 10 * 60 * 60 * 1000),
      });
    }

    for (let s = 0; s < 6; s++) {
      const startedAt = new Date(now - (s * 7 + 1) * DAY - 2 * 60 * 60 * 1000);
      const listenerCount = 5 + Math.floor(rand() * 8);
      const lines = sermonLines[source] ?? sermonLines.en!;
      const translated = source === "en" ? "es" : "en";
      await createSermon({
        organisationId: organisation.id,
        hostId: pick([admin, ...staff]).id,
        startedAt,
        minutes: 45 + Math.floor(rand() * 30),
        sourceLanguage: source,
        title: `Sunday service, week ${s + 1}`,
        listeners: Array.from({ length: listenerCount }, (_, l) => {
          const member = members[l % members.length]!;
          return {
            userId: member.id,
            name: `${member.firstName} ${member.lastName}`,
            email: member.email,
            language: pick(listenerLanguages),
            minutes: 20 + Math.floor(rand() * 40),
          };
        }),
        salvations: Array.from({ length: Math.floor(rand() * 3) }, () => {
          const member = pick(members);
          return {
            userId: member.id,
            name: `${member.firstName} ${member.lastName}`,
            email: member.email,
            phone: member.phone ?? undefined,
            faithLevel: member.faithLevel ?? undefined,
          };
        }),
        transcript: [
          { language: source, texts: lines },
          { language: translated, texts: sermonLines[translated] ?? lines },
        ],
      });
    }
  }
  const counts = {
    organisations: await prisma.organisation.count(),
    users: await prisma.user.count(),
    events: await prisma.event.count(),
    sermons: await prisma.sermon.count(),
    listenerStays: await prisma.listenerStay.count(),
    salvations: await prisma.salvation.count(),
  };
  console.log(`Seed: created ${JSON.stringify(counts)}`);
}

seed()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
