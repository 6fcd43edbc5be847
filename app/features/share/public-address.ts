// What the server tells a page about the address phones are given (public-address.server.ts).
export type PublicAddress = {
  /** What links for phones start with, e.g. "https://church.example.org" or "http://192.168.1.20:3000". */
  origin: string;
  /** "setting": PUBLIC_URL; "request": the address the person in the booth opened the page at. */
  source: "setting" | "request";
  /** A phone cannot open it: localhost, 127.x, ::1. */
  loopback: boolean;
  /** When the address is loopback and nothing is set: this machine's own address on its network, if it has one. */
  lan: string | null;
};
