// The Bible's proper names (docs/decisions/038-bible-names.md), one table per kind of name, split
// where a table would pass ~400 lines.
import { parseTermRows } from "../term-rows.ts";

export const biblicalNames = [...parseTermRows("person", "")];
