import { Info } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { LanguageService } from "#app/features/providers/language-service.server.ts";

const serviceKey = {
  text: "liveQuality.join.text",
  textVoice: "liveQuality.join.textVoice",
  original: "liveQuality.join.originalOnly",
} as const;

/**
 * The listener's language choice, the one list of both doors: the languages the church serves, each
 * marked text, text and voice, or original language only, before the listener picks (R8.2).
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
      <label htmlFor="start-language">{t("live.language")}</label>
      <select
        id="start-language"
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

/** What the reader's language gets, said at the top of the captions: text, text and voice, or the original. */
export function ServiceMark({ service }: { service: LanguageService["service"] | undefined }) {
  const { t } = useTranslation();
  if (!service) return null;
  return (
    <p className="reader-service" data-service={service}>
      <span className="badge badge-neutral">{t(serviceKey[service])}</span>
    </p>
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
