import { Info } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";

export type LanguageService = { code: string; name: string; service: "text" | "textVoice" | "original" };

const serviceKey = {
  text: "liveQuality.join.text",
  textVoice: "liveQuality.join.textVoice",
  original: "liveQuality.join.originalOnly",
} as const;

/**
 * The listener's language choice: the languages the church serves, each marked text, text and
 * voice, or original language only, before the listener picks.
 */
export function JoinLanguagePicker({
  languages,
  value,
  onChange,
}: {
  languages: LanguageService[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field listener-language">
      <label htmlFor="listen-language">{t("live.language")}</label>
      <select
        id="listen-language"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="listen-language-services"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name} — {t(serviceKey[language.service])}
          </option>
        ))}
      </select>
      <ul
        id="listen-language-services"
        className="join-language-list muted small"
        aria-label={t("liveQuality.join.languages")}
      >
        {languages.map((language) => (
          <li key={language.code} data-service={language.service}>
            <span lang={language.code}>{language.name}</span>: {t(serviceKey[language.service])}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Said once, calmly, when the listener's language has no translator: captions are the original. */
export function OriginalOnlyNote() {
  const { t } = useTranslation();
  return (
    <p className="original-only-note" role="note">
      <Info aria-hidden size={18} /> {t("liveQuality.join.originalNote")}
    </p>
  );
}
