import { Undo2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { Caption } from "#app/features/live/client/use-sermon-room.ts";

/** The button beside a line that asks to take it back (decision 061). */
export function TakeBackButton({ caption, onAsk }: { caption: Caption; onAsk: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button take-back-button"
      onClick={onAsk}
      aria-label={t("liveFlow.takeBackLine", { text: caption.text })}
      title={t("liveFlow.takeBackConfirm")}
    >
      <Undo2 aria-hidden size={16} />
    </button>
  );
}

/**
 * The one confirm step before a line leaves every screen: a removal cannot be undone (the words
 * are gone from the room), so a stray tap must not do it. Focus lands on "Take back"; Escape keeps.
 */
export function TakeBackConfirm({
  caption,
  onConfirm,
  onKeep,
}: {
  caption: Caption;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirm.current?.focus();
  }, []);
  const id = `take-back-${caption.seq}`;
  return (
    <div
      className="take-back-confirm stack"
      role="group"
      aria-labelledby={id}
      onKeyDown={(event) => {
        if (event.key === "Escape") onKeep();
      }}
    >
      <p id={id}>
        <span className="take-back-line">{caption.text}</span> {t("liveFlow.takeBackAsk")}
      </p>
      <div className="row-wrap">
        <button ref={confirm} type="button" className="btn btn-danger" onClick={onConfirm}>
          {t("liveFlow.takeBackConfirm")}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onKeep}>
          {t("liveFlow.takeBackKeep")}
        </button>
      </div>
    </div>
  );
}
