// Small marks on a listener's captions, reusable by any listener screen: a corrected line, a
// language running late, a paused sermon.
import { useTranslation } from "#app/utils/use-translation.ts";
import type { Caption } from "#app/features/live/client/use-sermon-room.ts";
import { liveLanguage } from "#app/neutral/languages.ts";

/** Shown when a listener's captions leave the room this late. */
const BEHIND_MARK_MS = 5000;

export function EditedMark({ caption }: { caption: Caption }) {
  const { t } = useTranslation();
  return caption.edited ? (
    <span className="badge badge-neutral caption-marker caption-edited">{t("liveFlow.edited")}</span>
  ) : null;
}

/**
 * A line a bilingual preacher said in another language than the sermon's (decision 065): "original"
 * where this is it as said, else which language it was translated from.
 */
export function OriginMark({ caption }: { caption: Caption }) {
  const { t } = useTranslation();
  if (!caption.from || caption.untranslated) return null;
  return (
    <span className="badge badge-neutral caption-marker caption-origin">
      {caption.original
        ? t("liveFlow.originalLine")
        : t("liveFlow.translatedFrom", { language: liveLanguage(caption.from)?.name ?? caption.from })}
    </span>
  );
}

/** In the booth: the language a line was said in, when not the sermon's (decision 065). */
export function SaidInMark({ caption }: { caption: Caption }) {
  return caption.from ? (
    <span className="badge badge-neutral caption-marker caption-origin" lang={caption.from}>
      {liveLanguage(caption.from)?.name ?? caption.from}
    </span>
  ) : null;
}

/**
 * Who gave a line, once a language has had a human interpreter (decision 064): theirs are marked
 * "human interpreter", the machine's "machine translation" (before they came, and after they left).
 */
export function InterpreterMark({ caption, used }: { caption: Caption; used: boolean }) {
  const { t } = useTranslation();
  if (caption.interpreter)
    return <span className="badge badge-success caption-marker caption-human">{t("liveFlow.interpreterHuman")}</span>;
  return used ? (
    <span className="badge badge-neutral caption-marker caption-machine">{t("liveFlow.interpreterMachine")}</span>
  ) : null;
}

/** While a human interpreter gives this language's captions. */
export function InterpreterNotice({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return live ? (
    <p className="caption-interpreter small" role="status">
      {t("liveFlow.interpreterLive")}
    </p>
  ) : null;
}

/** "About N s behind", from the newest live caption. */
export function BehindMark({ captions }: { captions: Caption[] }) {
  const { t } = useTranslation();
  const latest = [...captions].reverse().find((caption) => caption.behindMs !== undefined);
  if (!latest || latest.behindMs! <= BEHIND_MARK_MS) return null;
  return (
    <p className="caption-behind small" role="status">
      {t("liveFlow.aboutBehind", { seconds: Math.round(latest.behindMs! / 1000) })}
    </p>
  );
}

export function PausedNotice({ paused }: { paused: boolean }) {
  const { t } = useTranslation();
  return paused ? (
    <p className="caption-paused" role="status">
      {t("liveFlow.paused")}
    </p>
  ) : null;
}
