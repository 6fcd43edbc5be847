import { describe, expect, it } from "vitest";
import { freshReview, preparedMessage, type Review } from "./prepared-review.tsx";

// Decision 063: the `prepared` message says, line by line, which languages a person changed; a line
// approved as the machine wrote it (or changed only in its spacing) is sent but teaches nothing.
const answer: Review = {
  from: "en",
  lines: ["The choir will sing.", "The offering is at the door."],
  languages: [
    { code: "es", name: "Español", renderings: ["El coro cantará.", "La ofrenda es en la puerta."] },
    { code: "pt", name: "Português", renderings: ["O coro cantará.", "A oferta é na porta."] },
  ],
};
const text = answer.lines.join(" ");

describe("preparedMessage", () => {
  it("marks only the lines and languages a person changed", () => {
    const review = freshReview(answer);
    const [es, pt] = review.languages;
    const edited: Review = {
      ...review,
      languages: [
        { ...es!, renderings: ["El coro de la iglesia cantará.", "La ofrenda es en la puerta. "], reviewed: true },
        { ...pt!, renderings: ["O  coro\ncantará.", "A oferta é na porta."], reviewed: true },
      ],
    };
    expect(preparedMessage(text, edited, "en")).toEqual({
      type: "prepared",
      text,
      reviewed: {
        from: "en",
        lines: [
          {
            said: "The choir will sing.",
            renderings: { es: "El coro de la iglesia cantará.", pt: "O  coro\ncantará." },
            changed: ["es"],
          },
          {
            said: "The offering is at the door.",
            renderings: { es: "La ofrenda es en la puerta.", pt: "A oferta é na porta." },
          },
        ],
      },
    });
  });

  it("a review kept from before the machine's renderings were recorded changes nothing in the memory", () => {
    const kept: Review = {
      ...answer,
      languages: [{ ...answer.languages[0]!, renderings: ["Otro.", "Otra."], reviewed: true }],
    };
    const message = preparedMessage(text, kept, "en");
    expect(message.reviewed?.lines.map((line) => line.changed)).toEqual([undefined, undefined]);
  });
});
