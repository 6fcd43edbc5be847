import { Heart, LogOut, Moon, Sun, Volume2, VolumeX } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { AcceptDialog } from "./accept-dialog.tsx";
import { CaptionColumn } from "./caption-column.tsx";
import type { LanguageService } from "#app/features/providers/language-service.server.ts";
import { useReaderTheme, useTextSize } from "./reader-prefs.ts";
import { useListener } from "./use-listener.ts";

export type ReadingScreenProps = {
  broadcastId: string;
  title: string;
  organisation: string;
  language: string;
  /** The speaker's language: what an untranslated or original-only line is written in. */
  sourceLanguage: string;
  /** The languages the church serves, each with what it gets (R8.2). */
  languages: LanguageService[];
  onLanguage: (language: string) => void;
  onLeave: () => void;
  /** Guests are asked (once, kindly, optionally) how the church may follow up. */
  guest: boolean;
  /** A member's page: inside the console's chrome instead of owning the whole screen. */
  embedded?: boolean;
};

/**
 * A language's name without its qualifier ("中文 (普通话)" → "中文"): the bar's select is a phone's
 * narrowest control, and the qualifier was cut mid-word there. The join screen shows the full name.
 */
const barName = (name: string) => name.replace(/\s*\(.*\)$/, "");

/**
 * The phone reading screen of every listener: captions own the screen, the newest line stays at the
 * bottom, earlier lines scroll above it; the controls sit in one bar at the bottom.
 */
export function ReadingScreen({
  broadcastId,
  title,
  organisation,
  language,
  sourceLanguage,
  languages,
  onLanguage,
  onLeave,
  guest,
  embedded = false,
}: ReadingScreenProps) {
  const { t } = useTranslation();
  const text = useTextSize();
  const theme = useReaderTheme();
  const { room, audio, accept } = useListener({ broadcastId, language, title, organisation, guest });
  const status = room.ended ? "ended" : room.status;

  return (
    <div
      className={embedded ? "reader reader-embedded" : "reader"}
      data-theme={theme.dark ? "dark" : "light"}
      style={{ "--reader-size": `${text.size}rem` } as React.CSSProperties}
    >
      <header className="reader-head">
        <p className="reader-title">
          <span>{organisation}</span> · <span>{title}</span>
        </p>
        <p className="live-status" data-status={status} role="status">
          {t(`live.status.${status}`)}
        </p>
      </header>

      <CaptionColumn
        room={room}
        title={title}
        language={language}
        sourceLanguage={sourceLanguage}
        service={languages.find((entry) => entry.code === language)?.service}
        textSize={text.size}
      />

      {audio.noVoice || audio.catchingUp || accept.thanking ? (
        <div className="reader-notes" role="status">
          {audio.noVoice ? <p>{t("listener.noVoice")}</p> : null}
          {audio.catchingUp ? (
            <p>
              {t("live.catchingUp")}
              {audio.skipped ? ` · ${t("live.skipped", { count: audio.skipped })}` : ""}
            </p>
          ) : null}
          {accept.thanking ? <p>{t("live.acceptThanks")}</p> : null}
        </div>
      ) : null}

      {/* In the screen's flow, not over it: the captions above it keep their newest line in view (issue 28). */}
      {accept.asking ? (
        <AcceptDialog
          broadcastId={broadcastId}
          organisation={organisation}
          language={language}
          onClose={accept.doneAsking}
        />
      ) : null}

      <nav className="reader-bar" aria-label={t("listener.controls")} hidden={accept.asking}>
        <label className="visually-hidden" htmlFor="listen-language">
          {t("live.language")}
        </label>
        <select
          id="listen-language"
          className="reader-language"
          value={language}
          onChange={(event) => onLanguage(event.target.value)}
        >
          {languages.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {barName(entry.name)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="reader-button"
          onClick={text.smaller}
          disabled={text.atMin}
          aria-label={t("listener.smaller")}
        >
          A-
        </button>
        <button
          type="button"
          className="reader-button"
          onClick={text.larger}
          disabled={text.atMax}
          aria-label={t("listener.larger")}
        >
          A+
        </button>
        <button
          type="button"
          className="reader-button"
          aria-pressed={audio.on}
          onClick={audio.toggle}
          aria-label={audio.on ? t("live.audioOff") : t("live.audioOn")}
        >
          {audio.on ? <VolumeX aria-hidden size={20} /> : <Volume2 aria-hidden size={20} />}
        </button>
        <button
          type="button"
          className="reader-button"
          aria-pressed={theme.dark}
          onClick={theme.toggle}
          aria-label={t("listener.darkMode")}
        >
          {theme.dark ? <Sun aria-hidden size={20} /> : <Moon aria-hidden size={20} />}
        </button>
        {!room.ended ? (
          <button type="button" className="reader-accept" disabled={room.status !== "connected"} onClick={accept.press}>
            <Heart aria-hidden size={18} /> {t("live.acceptJesus")}
          </button>
        ) : null}
        <button
          type="button"
          className="reader-button"
          onClick={onLeave}
          aria-label={t("live.leave")}
          title={t("live.leave")}
        >
          <LogOut aria-hidden size={20} />
        </button>
      </nav>
      {/* One element for every server-voice clip: Media Session keeps it going on a locked screen. */}
      <audio ref={audio.element} className="visually-hidden" />
    </div>
  );
}
