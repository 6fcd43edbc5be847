import { Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/utils/use-translation.ts";
import type { Caption } from "#app/features/live/client/use-sermon-room.ts";
import { EditedMark, SaidInMark } from "#app/features/live/ui/caption-marks.tsx";
import { TakeBackButton, TakeBackConfirm } from "#app/features/live/ui/take-back.tsx";

/**
 * The sent lines in the language this view reads (the source, or the booth's language: issue 41);
 * tap one to correct it for every listener of that language, or take it back (decision 061) with
 * the button beside it and one confirmation.
 */
export function EditableTranscript({
  captions,
  preview,
  onCorrect,
  onTakeBack,
}: {
  captions: Caption[];
  preview: string;
  onCorrect: (seq: number, text: string) => void;
  onTakeBack: (seq: number) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  // Said once the room confirms: the line left this screen too (the room's "withdrawn").
  const [takenBack, setTakenBack] = useState<number | null>(null);
  const announced = takenBack !== null && !captions.some((caption) => caption.seq === takenBack);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing === null) end.current?.scrollIntoView({ block: "nearest" });
  }, [captions.length, editing]);
  return (
    <div className="transcript" aria-live="polite">
      {captions.length === 0 && !preview ? <p className="muted">{t("live.transcriptEmpty")}</p> : null}
      {captions.map((caption) =>
        editing === caption.seq ? (
          <LineEditor
            key={caption.seq}
            caption={caption}
            onCancel={() => setEditing(null)}
            onSave={(text) => {
              if (text !== caption.text) onCorrect(caption.seq, text);
              setEditing(null);
            }}
          />
        ) : asking === caption.seq ? (
          <TakeBackConfirm
            key={caption.seq}
            caption={caption}
            onKeep={() => setAsking(null)}
            onConfirm={() => {
              onTakeBack(caption.seq);
              setTakenBack(caption.seq);
              setAsking(null);
            }}
          />
        ) : (
          <div key={caption.seq} className="transcript-row">
            <button
              type="button"
              className="transcript-line"
              onClick={() => setEditing(caption.seq)}
              aria-label={t("liveFlow.editLine", { text: caption.text })}
            >
              <span>{caption.text}</span>
              <SaidInMark caption={caption} />
              <EditedMark caption={caption} />
              <Pencil aria-hidden size={14} className="transcript-line-icon" />
            </button>
            <TakeBackButton caption={caption} onAsk={() => setAsking(caption.seq)} />
          </div>
        ),
      )}
      <p className="visually-hidden" role="status">
        {announced ? t("liveFlow.takenBack") : ""}
      </p>
      {preview ? <p className="transcript-preview">{preview}</p> : null}
      <div ref={end} />
    </div>
  );
}

function LineEditor({
  caption,
  onSave,
  onCancel,
}: {
  caption: Caption;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(caption.text);
  const id = `line-${caption.seq}`;
  // The transcript scrolls inside a box; the newest line's editor opens at its bottom edge, where its
  // Save and Cancel were cut off (issue 28). The whole editor is brought into the box's view.
  const form = useRef<HTMLFormElement>(null);
  // Braces, not an arrow's value: newer browsers return a promise from scrollIntoView, which React
  // would take for the effect's cleanup.
  useEffect(() => {
    form.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <form
      ref={form}
      className="line-editor stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSave(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t("liveFlow.correctLabel")}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={4000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      <div className="row-wrap">
        <button type="submit" className="btn btn-primary" disabled={!text.trim()}>
          {t("liveFlow.saveCorrection")}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t("liveFlow.cancel")}
        </button>
      </div>
    </form>
  );
}
