import type { PrismaClient } from "#app/generated/prisma/client.ts";
import { zonedMidnight } from "./date-range.ts";
import { DAY, NOW, places, type Instant, type Operation } from "./history-arbitraries.ts";

// Plays the random histories of history-arbitraries.ts into a database, through Prisma as the
// app writes (so every trigger runs); shared by the aggregates' property tests.

/** `prisma` is passed in: the test file sets DATABASE_URL before it loads the app's client. */
export function historyPlayer(api: { prisma: PrismaClient }) {
  /** Whole minutes plus 17.013 s: averages of such stays never land on a rounding tie. */
  const stayMs = (minutes: number) => minutes * 60_000 + 17_013;

  function toDate(at: Instant) {
    const zone = places[at.zone]!.zone;
    const day = new Date(NOW.getTime() - at.daysBack * DAY);
    const local = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(day);
    const [y, m, d] = local.split("-").map(Number) as [number, number, number];
    return new Date(zonedMidnight(y, m, d, zone).getTime() + at.minute * 60_000 + 7);
  }

  async function reset() {
    const { prisma } = api;
    await prisma.listenerStay.deleteMany();
    await prisma.salvation.deleteMany();
    await prisma.sermon.deleteMany();
    await prisma.user.deleteMany();
    await prisma.organisation.deleteMany();
    for (const table of [
      "SalvationPerson",
      "OrganisationDay",
      "OrganisationDayCount",
      "OrganisationCount",
      "OrganisationMonth",
      "OrganisationMonthCount",
    ])
      await prisma.$executeRawUnsafe(`DELETE FROM "${table}"`);
  }

  async function play(history: Operation[]) {
    const { prisma } = api;
    const orgs: string[] = [];
    for (const [i, place] of places.slice(0, 3).entries()) {
      const org = await prisma.organisation.create({
        data: { name: `Church ${i}`, address: "1 Street", country: place.country, timeZone: place.zone },
      });
      orgs.push(org.id);
    }
    const users: string[] = [];
    const salvations: string[] = [];
    const sermons: { id: string; startedAt: Date }[] = [];
    const listeners: { id: string; startedAt: Date }[] = [];
    const at = <T>(list: T[], index: number) => (list.length ? list[index % list.length] : undefined);
    let n = 0;
    for (const step of history) {
      n++;
      switch (step.op) {
        case "signUp": {
          const createdAt = toDate(step.at);
          const user = await prisma.user.create({
            data: {
              email: `p${n}-${users.length}@example.test`,
              passwordHash: "x",
              firstName: "P",
              lastName: String(n),
              userType: step.userType,
              organisationId: step.org === null ? null : at(orgs, step.org)!,
              faithLevel: step.faith,
              referralSource: step.referral,
              primaryLanguage: step.primary,
              createdAt,
            },
          });
          users.push(user.id);
          break;
        }
        case "deleteUser":
        case "purgeUser": {
          const id = at(users, step.user);
          if (!id) break;
          users.splice(users.indexOf(id), 1);
          if (step.op === "purgeUser") {
            // As an approved deletion request does: sessions and clicks stay, anonymised.
            await prisma.listenerStay.updateMany({
              where: { userId: id },
              data: { userId: null, name: null, email: null },
            });
            await prisma.salvation.updateMany({
              where: { userId: id },
              data: { userId: null, name: "—", email: null },
            });
          }
          await prisma.user.delete({ where: { id } });
          break;
        }
        case "moveUser": {
          const id = at(users, step.user);
          if (id)
            await prisma.user.update({
              where: { id },
              data: { organisationId: step.org === null ? null : at(orgs, step.org)!, faithLevel: step.faith },
            });
          break;
        }
        case "salvation": {
          const row = await prisma.salvation.create({
            data: {
              organisationId: at(orgs, step.org)!,
              userId: step.user === null ? null : (at(users, step.user) ?? null),
              guestId: step.guest,
              email: step.email,
              name: step.name,
              createdAt: toDate(step.at),
            },
          });
          salvations.push(row.id);
          break;
        }
        case "moveSalvation": {
          const id = at(salvations, step.salvation);
          if (id)
            await prisma.salvation.update({
              where: { id },
              data: {
                createdAt: toDate(step.at),
                ...(step.org === null ? {} : { organisationId: at(orgs, step.org)! }),
              },
            });
          break;
        }
        case "deleteSalvation": {
          const id = at(salvations, step.salvation);
          if (id)
            await prisma.salvation.delete({ where: { id } }).then(() => salvations.splice(salvations.indexOf(id), 1));
          break;
        }
        case "startSermon": {
          const startedAt = toDate(step.at);
          const ended = step.minutes === null ? null : new Date(startedAt.getTime() + stayMs(step.minutes));
          const row = await prisma.sermon.create({
            data: {
              broadcastId: `b${n}-${sermons.length}`,
              organisationId: at(orgs, step.org)!,
              status: ended ? "ended" : "live",
              startedAt,
              endedAt: ended,
            },
          });
          sermons.push({ id: row.id, startedAt });
          break;
        }
        case "endSermon": {
          const sermon = at(sermons, step.sermon);
          if (sermon)
            await prisma.sermon.update({
              where: { id: sermon.id },
              data: { status: "ended", endedAt: new Date(sermon.startedAt.getTime() + stayMs(step.minutes)) },
            });
          break;
        }
        case "correctSermon": {
          const sermon = at(sermons, step.sermon);
          if (!sermon) break;
          sermon.startedAt = toDate(step.at);
          await prisma.sermon.update({
            where: { id: sermon.id },
            data: {
              startedAt: sermon.startedAt,
              endedAt: null,
              status: "live",
              ...(step.org === null ? {} : { organisationId: at(orgs, step.org)! }),
            },
          });
          break;
        }
        case "deleteSermon": {
          const sermon = at(sermons, step.sermon);
          if (!sermon) break;
          sermons.splice(sermons.indexOf(sermon), 1);
          await prisma.sermon.delete({ where: { id: sermon.id } });
          break;
        }
        case "join": {
          const sermon = at(sermons, step.sermon);
          if (!sermon) break;
          const startedAt = new Date(sermon.startedAt.getTime() + 60_000);
          const row = await prisma.listenerStay.create({
            data: {
              sermonId: sermon.id,
              userId: step.user === null ? null : (at(users, step.user) ?? null),
              name: "Visitor",
              language: step.language,
              startedAt,
              endedAt: step.stay === null ? null : new Date(startedAt.getTime() + stayMs(step.stay)),
            },
          });
          listeners.push({ id: row.id, startedAt });
          break;
        }
        case "leave":
        case "reconnect":
        case "switchLanguage":
        case "deleteListener": {
          const listener = at(listeners, step.listener);
          if (!listener) break;
          const exists = await prisma.listenerStay.findUnique({ where: { id: listener.id }, select: { id: true } });
          if (!exists) break;
          if (step.op === "deleteListener") await prisma.listenerStay.delete({ where: { id: listener.id } });
          else if (step.op === "leave")
            await prisma.listenerStay.update({
              where: { id: listener.id },
              data: { endedAt: new Date(listener.startedAt.getTime() + stayMs(step.stay)) },
            });
          else if (step.op === "reconnect")
            await prisma.listenerStay.update({ where: { id: listener.id }, data: { endedAt: null } });
          else await prisma.listenerStay.update({ where: { id: listener.id }, data: { language: step.language } });
          break;
        }
        case "moveCountry": {
          await prisma.organisation.update({
            where: { id: at(orgs, step.org)! },
            data: { country: places[step.place]!.country },
          });
          break;
        }
      }
    }
    return orgs;
  }

  return { reset, play };
}
