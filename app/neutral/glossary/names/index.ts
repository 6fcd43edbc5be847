// The Bible's proper names (docs/decisions/038-bible-names.md): people, places and peoples, in
// tables of under 400 lines each.
import { parseTermRows } from "#app/neutral/glossary/term-rows.ts";
import { people } from "./people.ts";
import { morePeople } from "./people-more.ts";
import { peoples } from "./peoples.ts";
import { places } from "./places.ts";

export const biblicalNames = [
  ...parseTermRows("person", people),
  ...parseTermRows("person", morePeople),
  ...parseTermRows("place", places),
  ...parseTermRows("person", peoples),
];
