import { useCallback, useEffect, useState } from "react";
import { liveLanguage } from "#app/neutral/languages.ts";

// The reader's own choices, remembered on this device only (no account needed).
const SIZE_KEY = "readerTextSize";
const THEME_KEY = "readerTheme";
/**
 * The reading theme as a cookie too: the finished sermon's page is plain HTML without script, and
 * a listener who read in the dark reopens it dark (issue 28). Not the console's et_theme: a member's
 * dark pew is not their choice for the console.
 */
export const READER_THEME_COOKIE = "et_reader_theme";
const rememberTheme = (dark: boolean) => {
  document.cookie = `${READER_THEME_COOKIE}=${dark ? "dark" : "light"}; Path=/; Max-Age=31536000; SameSite=Lax`;
};
const TEXT_SIZES = [1.25, 1.5, 1.75, 2.1, 2.5, 3] as const;
const DEFAULT_SIZE = 2;

/** localStorage, which private browsing may refuse: then nothing is remembered beyond this visit. */
export function stored(key: string) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
}

/** A-/A+ steps through TEXT_SIZES (rem of the newest line). */
export function useTextSize() {
  const [step, setStep] = useState(DEFAULT_SIZE);
  useEffect(() => {
    const raw = stored(SIZE_KEY);
    const saved = raw === null ? NaN : Number(raw);
    if (Number.isInteger(saved) && saved >= 0 && saved < TEXT_SIZES.length) setStep(saved);
  }, []);
  const change = useCallback((delta: number) => {
    setStep((current) => {
      const next = Math.min(TEXT_SIZES.length - 1, Math.max(0, current + delta));
      store(SIZE_KEY, String(next));
      return next;
    });
  }, []);
  return {
    size: TEXT_SIZES[step]!,
    smaller: () => change(-1),
    larger: () => change(1),
    atMin: step === 0,
    atMax: step === TEXT_SIZES.length - 1,
  };
}

/** Dark reading on a dark room; the device's preference until the reader chooses. */
export function useReaderTheme() {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const saved = stored(THEME_KEY);
    const dark = saved ? saved === "dark" : window.matchMedia?.("(prefers-color-scheme: dark)").matches === true;
    setDark(dark);
    rememberTheme(dark);
  }, []);
  const toggle = useCallback(() => {
    setDark((current) => {
      store(THEME_KEY, current ? "light" : "dark");
      rememberTheme(!current);
      return !current;
    });
  }, []);
  return { dark, toggle };
}

/** Caption direction, from the language table (a language it does not list reads left to right). */
export const directionOf = (language: string) => liveLanguage(language.split("-")[0]!)?.direction ?? "ltr";
