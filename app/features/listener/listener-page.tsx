import { useEffect, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { liveLanguages } from "#app/utils/languages.ts";
import { ReadingScreen } from "./reading-screen.tsx";
import type { ListenerProps } from "./island-boot.ts";

const LANGUAGE_KEY = "listenLanguage";
const readingKey = (broadcastId: string) => `reading:${broadcastId}`;
const isLive = (code: string | null | undefined): code is string => liveLanguages.some((entry) => entry.code === code);

/** The device's own language when it is one we translate into; otherwise English. */
function preferredLanguage() {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLive(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag?.split("-")[0]?.toLowerCase();
    if (isLive(base)) return base;
  }
  return "en";
}

/**
 * /sermon/join/{id} while the sermon is live: choose a language (already chosen from the phone's
 * language), one tap, read. A reload, or coming back to this sermon, goes straight back to reading.
 * It also runs as the page's light "island" (docs/decisions/021-listener-island.md), so nothing
 * here may import react-router: leaving is a plain document navigation.
 */
export function SermonListenerPage({ data, leaveTo }: ListenerProps) {
  const { t } = useTranslation();
  const title = data.sermon.title ?? t("live.untitled");
  const [language, setLanguage] = useState<string | null>(null);
  const [reading, setReadingState] = useState(false);
  const [left, setLeft] = useState(false);
  const setReading = (on: boolean) => {
    setLeft(!on);
    setReadingState(on);
  };
  useEffect(() => {
    setLanguage(preferredLanguage());
    if (sessionStorage.getItem(readingKey(data.sermon.broadcastId))) setReadingState(true);
  }, [data.sermon.broadcastId]);

  const choose = (code: string) => {
    localStorage.setItem(LANGUAGE_KEY, code);
    setLanguage(code);
  };

  if (reading && language) {
    return (
      <ReadingScreen
        broadcastId={data.sermon.broadcastId}
        title={title}
        organisation={data.sermon.organisation}
        language={language}
        onLanguage={choose}
        guest={!data.member}
        onLeave={() => {
          // A guest leaves to this page's start (one tap rejoins); a member goes back to the console.
          sessionStorage.removeItem(readingKey(data.sermon.broadcastId));
          setReading(false);
          if (leaveTo) window.location.assign(leaveTo);
        }}
      />
    );
  }
  return (
    <main id="main" className="listener-start stack">
      <p className="listener-church">{data.sermon.organisation}</p>
      <h1>{title}</h1>
      <p className="live-status" data-status="connected">
        {t("live.liveNow")}
      </p>
      {left ? <p role="status">{t("listener.left")}</p> : null}
      <div className="field">
        <label htmlFor="start-language">{t("live.language")}</label>
        <select id="start-language" value={language ?? ""} onChange={(event) => choose(event.target.value)}>
          {liveLanguages.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn-primary listener-start-button"
        disabled={!language}
        onClick={() => {
          sessionStorage.setItem(readingKey(data.sermon.broadcastId), "1");
          setReading(true);
        }}
      >
        {t("listener.startReading")}
      </button>
      <p className="muted small">
        {data.member ? t("listener.signedInAs", { name: data.member.firstName }) : t("listener.noAccountNeeded")}
      </p>
    </main>
  );
}
