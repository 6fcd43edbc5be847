import { useTranslation } from "react-i18next";

/** Stored codes (faith levels, referral sources, language codes) as words in the reader's language. */
export function useCodeLabels() {
  const { t, i18n } = useTranslation();
  const label = (section: string) => (code: string | null | undefined) => {
    const key = `${section}.${code ?? "unknown"}`;
    return i18n.exists(key) ? t(key) : code ?? t(`${section}.unknown`);
  };
  return { faith: label("faith"), referral: label("referral"), language: label("languageNames") };
}
