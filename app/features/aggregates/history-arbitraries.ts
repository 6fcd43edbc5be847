import fc from "fast-check";
import { UserType } from "#app/features/auth/roles.ts";

// The random histories of aggregates.property.test.ts: the organisations' places and the
// operations a history is made of, as fast-check arbitraries.
// Zones with half- and three-quarter-hour offsets and daylight saving on both hemispheres.
export const places = [
  { zone: "Australia/Adelaide", country: "Australia" },
  { zone: "America/St_Johns", country: "Canada" },
  { zone: "Asia/Kathmandu", country: "Nepal" },
  { zone: "Pacific/Chatham", country: "New Zealand" },
  { zone: "UTC", country: null },
] as const;
export const NOW = new Date("2030-03-31T13:07:21.000Z");
export const DAY = 86_400_000;
const languages = ["en", "es", "pt"] as const;
const answers = {
  faith: ["strong", "open", null],
  referral: ["friend_family", null],
  primary: ["en", "es", null],
} as const;

/**
 * Days before NOW where the ranges and month buckets start (NOW is Sunday 31 March 2030: the
 * week began 6 days back, the month 30, February 58, the year 89, December 120), so histories
 * crowd the cut days instead of scattering over two years.
 */
const edgeDays = [0, 1, 2, 6, 7, 29, 30, 31, 58, 59, 89, 90, 120, 365];
export const daysBack = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...edgeDays) },
  { weight: 1, arbitrary: fc.integer({ min: -2, max: 800 }) },
);
/** An instant near a local midnight of some organisation's zone, or anywhere in a day. */
const instant = fc.record({
  daysBack,
  zone: fc.constantFrom(0, 1, 2, 4), // the three churches' zones, and UTC (all organisations together)
  minute: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(-1, 0, 1, 59) },
    { weight: 1, arbitrary: fc.integer({ min: -1440, max: 1440 }) },
  ),
});
export type Instant = { daysBack: number; zone: number; minute: number };

const pick = fc.nat(); // an index, taken modulo whatever list it picks from
export const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("signUp"),
      org: fc.option(pick, { nil: null }),
      userType: fc.constantFrom(
        UserType.OrganisationAdmin,
        UserType.Staff,
        UserType.Member,
        UserType.Member,
        UserType.Member,
      ),
      at: instant,
      faith: fc.constantFrom(...answers.faith),
      referral: fc.constantFrom(...answers.referral),
      primary: fc.constantFrom(...answers.primary),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("deleteUser"), user: pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("purgeUser"), user: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("moveUser"),
      user: pick,
      org: fc.option(pick, { nil: null }),
      faith: fc.constantFrom(...answers.faith),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("salvation"),
      org: pick,
      user: fc.option(pick, { nil: null }),
      at: instant,
      // Who an anonymous click belongs to: a guest's device, an e-mail in either case, or a name.
      guest: fc.constantFrom(null, "g1", "g2"),
      email: fc.constantFrom(null, "ann@example.test", "ANN@example.test", "bo@example.test"),
      name: fc.constantFrom("Seeker", "Ann"),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("deleteSalvation"), salvation: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("moveSalvation"),
      salvation: pick,
      at: instant,
      org: fc.option(pick, { nil: null }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("startSermon"),
      org: pick,
      at: instant,
      minutes: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant("endSermon"), sermon: pick, minutes: fc.integer({ min: 1, max: 200 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("correctSermon"),
      sermon: pick,
      at: instant,
      org: fc.option(pick, { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("deleteSermon"), sermon: pick }) },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant("join"),
      sermon: pick,
      user: fc.option(pick, { nil: null }),
      language: fc.constantFrom(...languages),
      stay: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant("leave"), listener: pick, stay: fc.integer({ min: 0, max: 120 }) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("reconnect"), listener: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("switchLanguage"),
      listener: pick,
      language: fc.constantFrom(...languages),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("deleteListener"), listener: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("moveCountry"),
      org: pick,
      place: fc.integer({ min: 0, max: places.length - 1 }),
    }),
  },
);
export type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/**
 * The same operations, drawn only among those that add people: "Accepted Jesus" and active
 * listeners count distinct people, which a history needs several clicks and joins to test.
 */
export const peopleOperation = operation.filter((step) =>
  ["salvation", "join", "signUp", "startSermon"].includes(step.op),
);
