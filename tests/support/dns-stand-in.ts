// A name whose answers the test decides (issue 40): the system resolver as every part of this
// process sees it — Node's fetch and HTTP clients (dns.lookup) and the address guard
// (dns.promises.lookup) — answers for `name` from `answers`, one lookup after another, the last
// one repeating; null is "does not resolve". Every other name goes to the real resolver.
import dns from "node:dns";

type Found = { address: string; family: number };
type Callback = (error: NodeJS.ErrnoException | null, address?: string | Found[], family?: number) => void;

export function dnsStandIn(name: string, answers: (string | null)[]) {
  const realLookup = dns.lookup;
  const realPromisesLookup = dns.promises.lookup;
  let asked = 0;
  const next = (): Found | null => {
    const answer = answers[Math.min(asked++, answers.length - 1)] ?? null;
    return answer === null ? null : { address: answer, family: answer.includes(":") ? 6 : 4 };
  };
  const notFound = () => Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });

  dns.lookup = ((host: string, options: unknown, callback?: Callback) => {
    const done = (typeof options === "function" ? options : callback) as Callback;
    const all = typeof options === "object" && options !== null && (options as { all?: boolean }).all;
    if (host !== name) return (realLookup as (...args: unknown[]) => void)(host, options, callback);
    const found = next();
    process.nextTick(() => {
      if (!found) return done(notFound());
      if (all) return done(null, [found]);
      done(null, found.address, found.family);
    });
  }) as typeof dns.lookup;
  dns.promises.lookup = (async (host: string, options?: { all?: boolean }) => {
    if (host !== name) return realPromisesLookup(host, options as never);
    const found = next();
    if (!found) throw notFound();
    return options?.all ? [found] : found;
  }) as typeof dns.promises.lookup;

  return {
    /** How many times the name was looked up. */
    lookups: () => asked,
    restore() {
      dns.lookup = realLookup;
      dns.promises.lookup = realPromisesLookup;
    },
  };
}
