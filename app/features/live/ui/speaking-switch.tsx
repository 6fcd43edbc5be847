// A bilingual preacher (decision 065): the language being spoken now, switched from the speaker's
// page or the booth. The room checks who may switch and to what; every line from then on carries
// the new language, and the speaker's page listens for it.
import { Languages } from "lucide-react";
import { ErrorList } from "#app/components/error-list.tsx";
import { useTranslation } from "#app/utils/use-translation.ts";

type Language = { code: string; name: string };

export function SpeakingSwitch({
  languages,
  speaking,
  disabled,
  refused,
  onSwitch,
}: {
  languages: Language[];
  /** The language spoken now, as the room last said. */
  speaking: string;
  disabled: boolean;
  /** The room refused a switch (a language outside its table). */
  refused: boolean;
  onSwitch: (language: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field speaking-switch">
      <label htmlFor="speaking-language">
        <Languages aria-hidden size={16} /> {t("liveFlow.speakingLabel")}
      </label>
      <select
        id="speaking-language"
        value={speaking}
        disabled={disabled}
        onChange={(event) => onSwitch(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <p className="muted small">{t("liveFlow.speakingHint")}</p>
      <ErrorList errors={refused ? ["liveFlow.speakingRefused"] : null} />
    </div>
  );
}
