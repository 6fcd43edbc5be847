import { useEffect, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { InterfaceNote } from "./interface-note.tsx";
import { JoinLanguagePicker } from "./join-languages.tsx";
import { ReadingScreen } from "./reading-screen.tsx";
import { RetentionNote } from "./retention-note.tsx";
import { useListenLanguage } from "./use-listener.ts";
import type { ListenerProps } from "./island-boot.ts";

const readingKey = (broadcastId: string) => `reading:${broadcastId}`;

/**
 * A live sermon for a listener, whatever door they came in (the guest's QR code at /sermon/join/{id},
 * a member's /join/{id} in the console): choose a language (already chosen from the phone's), see what
 * each language gets, one tap, read. A reload, or coming back to this sermon, goes straight back to
 * reading. It also runs as the guest page's light "island" (docs/decisions/021-listener-island.md), so
 * nothing here may import react-router: leaving is a plain document navigation.
 */
export function SermonListenerPage({ data, leaveTo, embedded = false }: ListenerProps & { embedded?: boolean }) {
  const { t } = useTranslation();
  const { sermon, languages } = data;
  const title = sermon.title ?? t("live.untitled");
  const [language, choose] = useListenLanguage();
  const [reading, setReadingState] = useState(false);
  const [left, setLeft] = useState(false);
  const setReading = (on: boolean) => {
    setLeft(!on);
    setReadingState(on);
  };
  useEffect(() => {
    if (sessionStorage.getItem(readingKey(sermon.broadcastId))) setReadingState(true);
  }, [sermon.broadcastId]);
  // Only a language the church offers (the list always has the sermon's own); else the list's first.
  const chosen = languages.some((entry) => entry.code === language) ? language : null;

  if (reading && chosen) {
    return (
      <ReadingScreen
        broadcastId={sermon.broadcastId}
        title={title}
        organisation={sermon.organisation}
        language={chosen}
        sourceLanguage={sermon.sourceLanguage}
        languages={languages}
        onLanguage={choose}
        guest={!data.member}
        embedded={embedded}
        onLeave={() => {
          // A guest leaves to this page's start (one tap rejoins); a member goes back to the console.
          sessionStorage.removeItem(readingKey(sermon.broadcastId));
          setReading(false);
          if (leaveTo) window.location.assign(leaveTo);
        }}
      />
    );
  }
  // Inside the console there is already a <main> and a page heading.
  const Start = embedded ? "section" : "main";
  const Heading = embedded ? "h2" : "h1";
  return (
    <Start
      id={embedded ? undefined : "main"}
      className={embedded ? "listener-start listener-start-embedded stack" : "listener-start stack"}
    >
      <p className="listener-church">{sermon.organisation}</p>
      <Heading>{title}</Heading>
      <p className="live-status" data-status="connected">
        {t("live.liveNow")}
      </p>
      {left ? <p role="status">{t("listener.left")}</p> : null}
      <JoinLanguagePicker languages={languages} value={chosen ?? languages[0]!.code} onChange={choose} />
      <InterfaceNote language={chosen} />
      <button
        type="button"
        className="btn btn-primary listener-start-button"
        disabled={!language}
        onClick={() => {
          if (!chosen) choose(languages[0]!.code);
          sessionStorage.setItem(readingKey(sermon.broadcastId), "1");
          setReading(true);
        }}
      >
        {t("listener.startReading")}
      </button>
      <RetentionNote church={sermon.organisation} retention={sermon.retention} broadcastId={sermon.broadcastId} />
      <p className="muted small">
        {data.member ? t("listener.signedInAs", { name: data.member.firstName }) : t("listener.noAccountNeeded")}
      </p>
    </Start>
  );
}
