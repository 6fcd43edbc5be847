import { useEffect } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";

/** How often a waiting phone asks whether the service has started (with a little jitter). */
const POLL_MS = 8000;

export type StandingWaitProps = {
  code: string;
  organisation: string;
  /** The next service, its time already written out by the server in the church's time zone. */
  next: { name: string; when: string } | null;
};

/**
 * /c/{code} before the service: when the next one is, and, left open, the phone moves into the sermon
 * by itself once it starts. It runs as the listener island (docs/decisions/021-listener-island.md),
 * so it asks a small JSON route rather than React Router's revalidation.
 */
export function StandingWait({ code, organisation, next }: StandingWaitProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const ask = async () => {
      if (document.hidden) return;
      // The code and broadcast ids are URL-safe by construction ([A-Za-z0-9_-]).
      const response = await fetch(`/c/${code}/live`);
      if (!response.ok) return;
      const { live } = (await response.json()) as { live: string | null };
      if (live) location.assign(`/sermon/join/${live}`);
    };
    const timer = setInterval(() => void ask().catch(() => {}), POLL_MS + Math.random() * 2000);
    return () => clearInterval(timer);
  }, [code]);
  return (
    <main id="main" className="listener-start stack">
      <p className="listener-church">{organisation}</p>
      <h1>{t("listener.standing.notLive")}</h1>
      <p role="status">
        {next
          ? t("listener.standing.nextService", { name: next.name, time: next.when })
          : t("listener.standing.noNext")}
      </p>
      <p className="muted">{t("listener.standing.waiting")}</p>
    </main>
  );
}
