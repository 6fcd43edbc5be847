// A small world whose dashboard numbers are known by hand, in February of a far-future year.
// Each test file passes its own year, so "all organisations" queries see only that file's world
// even while other files run in parallel against the same database. One church in Adelaide
// (UTC+10:30 in February) and one in São Paulo (UTC−3),
// with records placed minutes either side of local midnights, where UTC and local calendars disagree.
import { prisma } from "#app/utils/db.server.ts";
import { zonedMidnight } from "#app/features/aggregates/date-range.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { createOrganisation, createSermon, createUser } from "./db-utils.ts";
import { UserType } from "#app/features/auth/roles.ts";

/** The UTC instant of a local wall-clock time, e.g. local("Australia/Adelaide", "2031-02-01 00:30"). */
function local(timeZone: string, wall: string): Date {
  const [day, time = "00:00"] = wall.split(" ") as [string, string?];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(zonedMidnight(y, m, d, timeZone).getTime() + (hh * 60 + mm) * 60_000);
}

export function sessionUser(
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    userType: number;
    organisationId: string | null;
  },
  organisation: { id: string; name: string; timeZone: string } | null,
): SessionUser {
  const { id, email, firstName, lastName, organisationId } = user;
  return {
    id,
    email,
    firstName,
    lastName,
    organisationId,
    userType: user.userType as SessionUser["userType"],
    organisation: organisation
      ? { id: organisation.id, name: organisation.name, timeZone: organisation.timeZone }
      : null,
    organisationLive: false,
  };
}

const ADL = "Australia/Adelaide";
const SAO = "America/Sao_Paulo";

export async function buildReportWorld(year: number) {
  const adelaide = await createOrganisation({
    timeZone: ADL,
    country: "Australia",
    latitude: -34.93,
    longitude: 138.6,
  });
  const saoPaulo = await createOrganisation({
    timeZone: SAO,
    country: "Brazil",
    city: "Sao Paulo",
    latitude: -23.55,
    longitude: -46.63,
  });

  const admin = await createUser({
    userType: UserType.OrganisationAdmin,
    organisationId: adelaide.id,
    createdAt: local(ADL, `${year}-02-10 09:00`),
  });
  const adminSao = await createUser({
    userType: UserType.OrganisationAdmin,
    organisationId: saoPaulo.id,
    createdAt: local(SAO, `${year}-02-10 09:00`),
  });
  const u1 = await createUser({
    organisationId: adelaide.id,
    createdAt: local(ADL, `${year}-02-01 00:30`),
    faithLevel: "strong",
    referralSource: "friend_family",
    primaryLanguage: "en",
  });
  const u2 = await createUser({
    organisationId: adelaide.id,
    createdAt: local(ADL, `${year}-02-14 10:00`),
    faithLevel: "open",
    referralSource: "social_media",
    primaryLanguage: "es",
  });
  const u3 = await createUser({
    organisationId: adelaide.id,
    createdAt: local(ADL, `${year}-01-31 23:30`),
    faithLevel: "no_faith",
  });
  const v1 = await createUser({
    organisationId: saoPaulo.id,
    createdAt: local(SAO, `${year}-01-31 23:30`),
    faithLevel: "uncertain",
  });
  const v2 = await createUser({
    organisationId: saoPaulo.id,
    createdAt: local(SAO, `${year}-02-28 23:30`),
    faithLevel: "exploring",
    referralSource: "church_event",
    primaryLanguage: "pt",
    phone: "1198765432",
  });

  const s1 = await createSermon({
    organisationId: adelaide.id,
    hostId: admin.id,
    startedAt: local(ADL, `${year}-02-08 10:00`),
    minutes: 60,
    title: "Adelaide February",
    listeners: [
      { language: "en", userId: u1.id, name: "U One", email: u1.email, minutes: 50 },
      { language: "es", userId: u2.id, name: "U Two", email: u2.email, minutes: 30 },
      { language: "en", name: "Visitor", minutes: 60 },
    ],
    salvations: [
      { userId: u1.id, name: "U One", email: u1.email, faithLevel: "strong" },
      { userId: u1.id, name: "U One", email: u1.email, faithLevel: "strong" },
    ],
  });
  const s2 = await createSermon({
    organisationId: adelaide.id,
    hostId: admin.id,
    startedAt: local(ADL, `${year}-03-10 10:00`),
    minutes: 0,
    live: true,
    title: "Adelaide live",
    listeners: [{ language: "en", userId: u1.id, name: "U One", email: u1.email }],
  });
  // Just after local midnight on 1 March: still 28 February in UTC.
  await prisma.salvation.create({
    data: { organisationId: adelaide.id, name: "Late Night", createdAt: local(ADL, `${year}-03-01 00:15`) },
  });

  const t1 = await createSermon({
    organisationId: saoPaulo.id,
    hostId: adminSao.id,
    startedAt: local(SAO, `${year}-02-15 19:00`),
    minutes: 90,
    sourceLanguage: "pt",
    listeners: [
      { language: "pt", userId: v2.id, name: "V Two", email: v2.email, minutes: 90 },
      { language: "pt", name: "Visitante", minutes: 45 },
    ],
    salvations: [{ userId: v2.id, name: "V Two", email: v2.email, phone: "1198765432", faithLevel: "exploring" }],
  });
  // 00:10 on 1 March in São Paulo is 03:10 UTC: March on both calendars.
  const t2 = await createSermon({
    organisationId: saoPaulo.id,
    hostId: adminSao.id,
    startedAt: local(SAO, `${year}-03-01 00:10`),
    minutes: 30,
  });

  return {
    adelaide,
    saoPaulo,
    admin: sessionUser(admin, adelaide),
    adminSao: sessionUser(adminSao, saoPaulo),
    users: { u1, u2, u3, v1, v2 },
    sermons: { s1, s2, t1, t2 },
  };
}
export type ReportWorld = Awaited<ReturnType<typeof buildReportWorld>>;

/** A super administrator who exists only as a session (no row needed to read reports). */
export const superAdmin: SessionUser = {
  id: "super-test",
  email: "super-test@example.test",
  firstName: "Super",
  lastName: "Test",
  userType: UserType.SuperAdmin,
  organisationId: null,
  organisation: null,
  organisationLive: false,
};

export const february = (year: number, org?: string) =>
  new URLSearchParams({ range: "custom", from: `${year}-02-01`, to: `${year}-02-28`, ...(org ? { org } : {}) });
