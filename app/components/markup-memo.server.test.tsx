import { describe, expect, test } from "vitest";
import { markupMemo } from "./markup-memo.server.ts";

describe("markupMemo", () => {
  test("renders a component once per distinct props and returns the same markup after", () => {
    let renders = 0;
    function Bar({ width, label }: { width: number; label: string }) {
      renders++;
      return (
        <svg viewBox="0 0 100 10">
          <rect width={width} height={10} />
          <text>{label}</text>
        </svg>
      );
    }
    const first = markupMemo(Bar, { width: 40, label: "Grace & Truth" }, "chartMarkup");
    expect(first).toBe(
      '<svg viewBox="0 0 100 10"><rect width="40" height="10"></rect><text>Grace &amp; Truth</text></svg>',
    );
    expect(markupMemo(Bar, { width: 40, label: "Grace & Truth" }, "chartMarkup")).toBe(first);
    expect(renders).toBe(1);
    expect(markupMemo(Bar, { width: 60, label: "Grace & Truth" }, "chartMarkup")).toContain('width="60"');
    expect(renders).toBe(2);
  });

  test("keeps a bounded size of markup per component, dropping the least recently used", () => {
    let renders = 0;
    // About a million characters each: eight million per component (markup-memo.server.ts) hold seven.
    const filler = "x".repeat(1_000_000);
    function Label({ n }: { n: number }) {
      renders++;
      return (
        <text>
          {filler}
          {n}
        </text>
      );
    }
    markupMemo(Label, { n: 0 }, "chartMarkup");
    for (let n = 1; n < 7; n++) {
      markupMemo(Label, { n }, "chartMarkup");
      markupMemo(Label, { n: 0 }, "chartMarkup"); // used again: stays
    }
    expect(renders).toBe(7);
    markupMemo(Label, { n: 7 }, "chartMarkup"); // one too many: the oldest unused (n = 1) goes
    markupMemo(Label, { n: 0 }, "chartMarkup");
    expect(renders).toBe(8);
    markupMemo(Label, { n: 6 }, "chartMarkup"); // still there
    expect(renders).toBe(8);
    markupMemo(Label, { n: 1 }, "chartMarkup");
    expect(renders).toBe(9);
  });
});
