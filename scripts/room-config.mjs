// Writes the PartyKit config the room server runs with, its variables included, to a file only
// this user can read, and prints its path. The room's secret thus never appears on a command
// line (where `ps` shows it to every user of the machine); it is read from this process's
// environment. Usage: node scripts/room-config.mjs <port>
import fs from "node:fs";
import path from "node:path";

const port = process.argv[2] ?? "1999";
const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "..");
const base = JSON.parse(fs.readFileSync(path.join(root, "partykit.json"), "utf8"));
const vars = {};
for (const name of ["ROOM_SECRET", "NODE_ENV"]) if (process.env[name]) vars[name] = process.env[name];
const file = path.join(root, "data", `partykit-${port}.json`);
fs.mkdirSync(path.dirname(file), { recursive: true });
// Paths in partykit.json are relative to it; this copy lives in data/, so they become absolute.
const parties = Object.fromEntries(
  Object.entries(base.parties ?? {}).map(([name, file]) => [name, path.join(root, file)]),
);
const config = { ...base, main: path.join(root, base.main), parties, vars: { ...base.vars, ...vars } };
// Created private: the file holds the secret.
fs.writeFileSync(file, JSON.stringify(config, null, 2), { mode: 0o600 });
fs.chmodSync(file, 0o600);
console.log(path.relative(process.cwd(), file));
