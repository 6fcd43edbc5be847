import fs from "node:fs";
import { describe, expect, it } from "vitest";

// The accept button's colours as the stylesheets give them, in both themes (issue 28: white on the
// dark theme's light orange was about 2.8:1). Read from the CSS itself, so a changed colour is checked.
const base = fs.readFileSync("app/styles/app.css", "utf8");
const listener = fs.readFileSync("app/styles/listener.css", "utf8");

const block = (css: string, selector: string) => {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf("}", start));
};
const declaration = (rules: string, property: string) =>
  new RegExp(`(?:^|[;\\s])${property}:\\s*([^;]+);`).exec(rules)?.[1]?.trim();

function colour(value: string, theme: "light" | "dark"): string {
  const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!variable) return value;
  const themed = theme === "dark" ? declaration(block(base, '[data-theme="dark"]'), variable) : undefined;
  return colour(themed ?? declaration(block(base, ":root"), variable)!, theme);
}

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string) {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join("") : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe("the listener's accept button", () => {
  it.each(["light", "dark"] as const)("reads at 4.5:1 or more in the %s theme", (theme) => {
    const rules = block(listener, ".reader-accept");
    const text = colour(declaration(rules, "color")!, theme);
    const background = colour(declaration(rules, "background")!, theme);
    expect(text).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
