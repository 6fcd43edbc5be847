import { describe, expect, it } from "vitest";
import { personChanged } from "./person-changed.ts";

describe("personChanged (decision 063)", () => {
  it("white space and invisible Unicode forms are no change", () => {
    expect(personChanged("Cantemos juntos.", "Cantemos juntos.")).toBe(false);
    expect(personChanged("Cantemos juntos.", "  Cantemos\n juntos. ")).toBe(false);
    expect(personChanged("Canción nueva.", "Cancio\u0301n nueva.")).toBe(false);
  });

  it("a letter, its case, an accent or a comma is a change", () => {
    expect(personChanged("Cantemos juntos.", "Cantemos todos juntos.")).toBe(true);
    expect(personChanged("el señor es bueno.", "El Señor es bueno.")).toBe(true);
    expect(personChanged("Cancion nueva.", "Canción nueva.")).toBe(true);
    expect(personChanged("Sí Señor.", "Sí, Señor.")).toBe(true);
  });

  it("with no machine rendering to compare with, nothing counts as a person's change", () => {
    expect(personChanged(undefined, "Cantemos juntos.")).toBe(false);
  });
});
