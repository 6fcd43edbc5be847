import { useTranslation } from "#app/utils/use-translation.ts";
import {
  interfaceLanguageNames,
  isInterfaceLanguage,
  liveLanguage,
  defaultInterfaceLanguage,
} from "#app/neutral/languages.ts";

/**
 * Said on the join screen when the listener's language has captions but no interface of its own
 * (Arabic, Hindi): the buttons are in English (or the interface language chosen) on purpose, and
 * the note names their language in its own script, so they see it was not forgotten (issue 28).
 */
export function InterfaceNote({ language }: { language: string | null }) {
  const { t, i18n } = useTranslation();
  const shown = isInterfaceLanguage(i18n.language) ? i18n.language : defaultInterfaceLanguage;
  const own = language ? liveLanguage(language) : undefined;
  if (!own || isInterfaceLanguage(own.code)) return null;
  return (
    <p className="listener-interface-note muted small">
      <bdi lang={own.code} dir={own.direction}>
        {own.name}
      </bdi>
      {" · "}
      {t("listener.interfaceNote", { interface: interfaceLanguageNames[shown] })}
    </p>
  );
}
