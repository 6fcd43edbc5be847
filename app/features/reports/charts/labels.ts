import { useTranslation } from "#app/utils/use-translation.ts";
import { faithLevels, referralSources } from "#app/features/auth/answers.ts";
import { isOneOf } from "#app/locales/keys.ts";
import { liveLanguages } from "#app/neutral/languages.ts";

const languageCodes = liveLanguages.map((language) => language.code);
// The dashboard counts members who gave no answer under this code (aggregates' UNKNOWN).
const notGiven = (code: string | null | undefined) => code == null || code === "unknown";

/**
 * Stored codes (faith levels, referral sources, language codes) as words in the reader's language;
 * no answer reads "Not given", and a code no list knows is shown as it is stored.
 */
export function useCodeLabels() {
  const { t } = useTranslation();
  type Code = string | null | undefined;
  return {
    faith: (code: Code) =>
      notGiven(code) ? t("faith.unknown") : isOneOf(faithLevels, code) ? t(`faith.${code}`) : (code ?? ""),
    referral: (code: Code) =>
      notGiven(code) ? t("referral.unknown") : isOneOf(referralSources, code) ? t(`referral.${code}`) : (code ?? ""),
    language: (code: Code) =>
      notGiven(code)
        ? t("languageNames.unknown")
        : isOneOf(languageCodes, code)
          ? t(`languageNames.${code}`)
          : (code ?? ""),
  };
}
