import { describe, expect, it } from "vitest";
import { initialMenuState, menuReducer, type MenuAction } from "./menu-state.ts";

const run = (...actions: MenuAction[]) => actions.reduce(menuReducer, initialMenuState);

describe("the side menu's open and collapse behaviour", () => {
  it("opens sub-menus alongside each other", () => {
    const state = run({ type: "toggleGroup", id: "a", sub: true }, { type: "toggleGroup", id: "b", sub: true });
    expect(state.openIds).toEqual(["a", "b"]);
  });

  it("opens a plain item exclusively and closes it when toggled again", () => {
    const opened = run({ type: "toggleGroup", id: "a", sub: true }, { type: "toggleGroup", id: "x", sub: false });
    expect(opened.openIds).toEqual(["x"]);
    expect(menuReducer(opened, { type: "toggleGroup", id: "x", sub: false }).openIds).toEqual([]);
  });

  it("collapses from the automatic state and back", () => {
    const collapsed = run({ type: "collapse" });
    expect(collapsed.collapsed).toBe(true);
    expect(menuReducer(collapsed, { type: "collapse" }).collapsed).toBe(false);
  });

  it("shows labels while hovered and hides them when the pointer leaves the menu", () => {
    expect(run({ type: "enterMenu" }).hovering).toBe(true);
    expect(run({ type: "enterMenu" }, { type: "leaveMenu" }).hovering).toBe(false);
  });

  it("closes the phone menu when the content is touched", () => {
    expect(run({ type: "toggleMobile" }).mobileOpen).toBe(true);
    expect(run({ type: "toggleMobile" }, { type: "leaveContent" }).mobileOpen).toBe(false);
  });

  it("changes layout, and resets to the vertical default", () => {
    const horizontal = run({ type: "changeLayout", layout: "horizontal" });
    expect(horizontal.layout).toBe("horizontal");
    expect(menuReducer(horizontal, { type: "reset" })).toEqual(initialMenuState);
  });
});
