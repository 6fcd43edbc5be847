import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV export cells", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("Silva, Ana")).toBe('"Silva, Ana"');
    expect(csvCell('The "Rock"')).toBe('"The ""Rock"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("defuses spreadsheet formulas typed by the public", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+61 400")).toBe("'+61 400");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    // Numbers we computed ourselves stay numbers.
    expect(csvCell(-2)).toBe("-2");
  });

  it("writes a header and CRLF rows after a UTF-8 byte-order mark", () => {
    expect(toCsv(["a", "b"], [[1, "x"]])).toBe("\uFEFFa,b\r\n1,x\r\n");
  });
});
