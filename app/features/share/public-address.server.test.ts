import { describe, expect, test } from "vitest";
import { publicAddress } from "./public-address.server.ts";

const wifi = {
  lo: [{ address: "127.0.0.1", family: "IPv4", internal: true, netmask: "", mac: "", cidr: null }],
  wlan0: [
    { address: "fe80::1", family: "IPv6", internal: false, netmask: "", mac: "", cidr: null, scopeid: 0 },
    { address: "192.168.1.20", family: "IPv4", internal: false, netmask: "", mac: "", cidr: null },
  ],
} as const;
const interfaces = wifi as unknown as Parameters<typeof publicAddress>[2];

describe("the address phones are given", () => {
  test("a booth opened at localhost is warned and offered this machine's address on the Wi-Fi", () => {
    const address = publicAddress(new Request("http://localhost:3000/go"), undefined, interfaces);
    expect(address).toEqual({
      origin: "http://localhost:3000",
      source: "request",
      loopback: true,
      lan: "http://192.168.1.20:3000",
    });
    expect(publicAddress(new Request("http://127.0.0.1:3000/"), undefined, interfaces).loopback).toBe(true);
    expect(publicAddress(new Request("http://[::1]:3000/"), undefined, interfaces).loopback).toBe(true);
  });

  test("PUBLIC_URL wins over the address the page was opened at", () => {
    expect(publicAddress(new Request("http://localhost:3000/"), "https://church.example.org/", interfaces)).toEqual({
      origin: "https://church.example.org",
      source: "setting",
      loopback: false,
      lan: null,
    });
  });

  test("a real address is used as it is, without a warning", () => {
    const address = publicAddress(new Request("http://192.168.1.20:3000/x"), undefined, interfaces);
    expect(address).toMatchObject({ origin: "http://192.168.1.20:3000", loopback: false, lan: null });
  });

  test("a machine with no network offers nothing", () => {
    const lonely = { lo: wifi.lo } as unknown as Parameters<typeof publicAddress>[2];
    expect(publicAddress(new Request("http://localhost:3000/"), undefined, lonely).lan).toBeNull();
  });
});
