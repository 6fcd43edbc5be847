import { Fragment, useLayoutEffect, useRef, useState } from "react";
import { ArrowDown } from "lucide-react";
import { useTranslation } from "#app/utils/use-translation.ts";
import { VerseCardsAfter } from "#app/features/scripture/verse-card.tsx";
import type { Caption } from "#app/features/live/client/use-sermon-room.ts";
import {
  BehindMark,
  EditedMark,
  InterpreterMark,
  InterpreterNotice,
  OriginMark,
  PausedNotice,
} from "#app/features/live/ui/caption-marks.tsx";
import type { LanguageService } from "#app/features/providers/language-service.server.ts";
import { OriginalOnlyNote, ServiceMark } from "./join-languages.tsx";
import type { Listener } from "./use-listener.ts";
import { directionOf } from "./reader-prefs.ts";

/** Pixels from the bottom within which the reader counts as "at the live line". */
const STICK_PX = 48;
/** A scroll this soon after the reader's wheel, touch, key or pointer is the reader's own. */
const READER_SCROLL_MS = 1000;

export type CaptionColumnProps = {
  room: Listener["room"];
  title: string;
  /** The listener's language, and the speaker's (what an untranslated or original-only line is in). */
  language: string;
  sourceLanguage: string;
  service: LanguageService["service"] | undefined;
  /** The text size, so a change keeps the newest line in view. */
  textSize: number;
};

/**
 * The one caption column of every listener: the newest line at the bottom, earlier lines scrolling
 * above, verse cards after the line that named them, and every mark a listener needs to trust what
 * they read (service, original only, paused, behind, edited, untranslated).
 */
export function CaptionColumn({ room, title, language, sourceLanguage, service, textSize }: CaptionColumnProps) {
  const { t } = useTranslation();
  // Stick to the newest line unless the reader scrolled up to read an earlier one.
  const scroller = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && followingRef.current) element.scrollTop = element.scrollHeight;
  }, [room.captions, room.verses, room.ended, room.paused, textSize]);
  // The column shrinks when a sheet or a note opens below it: the newest line stays in view. The
  // browser's own scroll on a resize comes before the observer and is not the reader's doing,
  // unless the reader's hand or keys moved just before: then it is theirs, whatever the height did.
  const seenHeight = useRef(0);
  const readerMovedAt = useRef(-Infinity);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      seenHeight.current = element.clientHeight;
      if (followingRef.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const readerMoves = () => {
    readerMovedAt.current = performance.now();
  };
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const readers = performance.now() - readerMovedAt.current < READER_SCROLL_MS;
    if (!readers && element.clientHeight !== seenHeight.current) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
    followingRef.current = atBottom;
    setFollowing(atBottom);
  };
  const backToLive = () => {
    followingRef.current = true;
    setFollowing(true);
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: "smooth" });
  };

  const original = room.originalOnly;
  const latest = room.captions.at(-1);
  // Only a translated language can have had an interpreter; the speaker's own never does.
  const interpreted = language !== sourceLanguage && room.interpreters.used.includes(language);
  const line = (caption: Caption) => <CaptionText caption={caption} original={original} interpreted={interpreted} />;
  return (
    <>
      <div
        className="reader-captions"
        ref={scroller}
        onScroll={onScroll}
        onWheel={readerMoves}
        onTouchMove={readerMoves}
        onKeyDown={readerMoves}
        onPointerDown={readerMoves}
      >
        <h2 className="visually-hidden">{title}</h2>
        <ServiceMark service={original ? "original" : service} />
        {original ? <OriginalOnlyNote /> : null}
        <InterpreterNotice live={room.interpreters.live.includes(language)} />
        {!latest && !room.ended ? <p className="reader-waiting">{t("live.waiting")}</p> : null}
        {room.captions.slice(0, -1).map((caption) => (
          <Fragment key={caption.seq}>
            <p className="reader-line" {...languageOf(caption, original, language, sourceLanguage)}>
              {line(caption)}
            </p>
            <VerseCardsAfter seq={caption.seq} verses={room.verses} />
          </Fragment>
        ))}
        {latest ? (
          <p
            className="reader-line reader-latest caption-latest"
            aria-live="polite"
            {...languageOf(latest, original, language, sourceLanguage)}
          >
            {line(latest)}
          </p>
        ) : null}
        {/* A passage the speaker just named, from this listener's own Bible. */}
        {latest ? (
          <div aria-live="polite">
            <VerseCardsAfter seq={latest.seq} verses={room.verses} />
          </div>
        ) : null}
        {/* Under the newest line, where the listener's eyes are. */}
        {!room.ended ? <PausedNotice paused={room.paused} /> : null}
        {!room.ended && !room.paused ? <BehindMark captions={room.captions} /> : null}
        {room.ended ? (
          <p className="reader-ended" role="status">
            {t("live.ended")}
          </p>
        ) : null}
        {room.status === "lost" ? (
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
            {t("live.refresh")}
          </button>
        ) : null}
      </div>
      {!following ? (
        <button type="button" className="reader-back-live" onClick={backToLive}>
          <ArrowDown aria-hidden size={18} /> {t("listener.backToLive")}
        </button>
      ) : null}
    </>
  );
}

/**
 * Direction belongs to the text shown, not to the language chosen: an Arabic reader's translated
 * lines run right to left, the English original (untranslated, or no translator) left to right.
 */
function languageOf(caption: Caption, original: boolean, language: string, sourceLanguage: string) {
  // A line said in another language (decision 065) shows, untranslated, in its own; an interpreter's in theirs.
  const shown =
    (original || caption.untranslated) && !caption.interpreter ? (caption.from ?? sourceLanguage) : language;
  return { lang: shown, dir: directionOf(shown) };
}

function CaptionText({
  caption,
  original,
  interpreted,
}: {
  caption: Caption;
  original: boolean;
  interpreted: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {caption.text}
      <EditedMark caption={caption} />
      <OriginMark caption={caption} />
      <InterpreterMark caption={caption} used={interpreted && !original && !caption.untranslated} />
      {/* With no translator at all every line is the original, said once above: no mark on each. */}
      {caption.untranslated && !original ? (
        <span className="badge badge-neutral caption-marker" title={t("live.untranslated")}>
          {t("live.errors.translation")}
        </span>
      ) : null}
    </>
  );
}
