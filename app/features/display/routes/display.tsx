import { useEffect } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { useRevalidator } from "react-router";
import { displayOptionsSchema, displayState } from "#app/features/display/display.server.ts";
import { VerseCard } from "#app/features/scripture/verse-card.tsx";
import { useSermonRoom, type VerseMessage } from "#app/features/live/client/use-sermon-room.ts";
import { directionOf } from "#app/features/listener/reader-prefs.ts";
import displayStylesHref from "#app/styles/display.css?url";
import { liveStyleLinks } from "#app/styles/live-styles.ts";
import type { Route } from "./+types/display";

export const links: Route.LinksFunction = () => [...liveStyleLinks, { rel: "stylesheet", href: displayStylesHref }];

/** How often the display checks that its link still stands (revoked, or the sermon ended). */
const CHECK_MS = 10_000;

/** /display/{token}?lang=es&lang2=pt&lines=2&bg=transparent&size=64 — captions for a screen. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const options = displayOptionsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { state: await displayState(params.token), options, token: params.token };
}

export default function Display({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, options, token } = loaderData;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!state.ok) return;
    const timer = setInterval(() => revalidator.state === "idle" && void revalidator.revalidate(), CHECK_MS);
    return () => clearInterval(timer);
  }, [revalidator, state.ok]);
  const languages = [options.lang, ...(options.lang2 && options.lang2 !== options.lang ? [options.lang2] : [])];
  return (
    <main
      className="display"
      data-bg={options.bg}
      style={{ "--display-size": `${options.size}px` } as React.CSSProperties}
    >
      {state.ok ? (
        <div className="display-columns" data-count={languages.length}>
          {languages.map((language) => (
            <DisplayColumn
              key={language}
              token={token}
              broadcastId={state.broadcastId}
              language={language}
              lines={options.lines}
            />
          ))}
        </div>
      ) : (
        <p className="display-message" role="status">
          {t(state.reason === "ended" ? "listener.display.ended" : "listener.display.refused")}
        </p>
      )}
    </main>
  );
}

function DisplayColumn({
  token,
  broadcastId,
  language,
  lines,
}: {
  token: string;
  broadcastId: string;
  language: string;
  lines: number;
}) {
  const { t } = useTranslation();
  const room = useSermonRoom({
    broadcastId,
    language,
    role: "display",
    tokenUrl: `/api/display-token?${new URLSearchParams({ token, language })}`,
  });
  return (
    <section
      className="display-column"
      lang={language}
      dir={directionOf(language)}
      data-language={language}
      aria-live="polite"
    >
      {room.ended ? <p className="display-line">{t("listener.display.ended")}</p> : null}
      {/* A silent or dropped socket (decision 051): said small, so the room knows the screen is catching up. */}
      {!room.ended && (room.status === "disconnected" || room.status === "lost") ? (
        <p className="display-status" role="status">
          {t(`live.status.${room.status}`)}
        </p>
      ) : null}
      {room.captions.slice(-lines).map((caption) => (
        <p key={caption.seq} className="display-line">
          {caption.text}
        </p>
      ))}
      {/* The passage the speaker named, from this language's Bible, while its line is on screen. */}
      <LatestVerse verses={room.verses} seqs={room.captions.slice(-lines).map((caption) => caption.seq)} />
    </section>
  );
}

function LatestVerse({ verses, seqs }: { verses: readonly VerseMessage[]; seqs: number[] }) {
  const card = verses.filter((message) => seqs.includes(message.afterSeq)).at(-1);
  return card ? (
    <div className="display-verse">
      <VerseCard message={card} />
    </div>
  ) : null;
}
