import { useId } from "react";
import { ErrorList } from "#app/components/error-list.tsx";

type Common = { label: string; errors?: string[] | null; hint?: string };

/** Wires a control to its label, hint and error list the way <Field> does for inputs. */
function useDescribedBy(id: string | undefined, errors?: string[] | null, hint?: string) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const errorId = errors?.length ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return {
    controlId,
    errorId,
    hintId,
    aria: {
      "aria-invalid": errorId ? true : undefined,
      "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    },
  };
}

function FieldFrame({
  label,
  controlId,
  hint,
  hintId,
  errorId,
  errors,
  children,
}: Common & {
  controlId: string;
  hintId?: string;
  errorId?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {children}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function TextareaField({
  label,
  errors,
  hint,
  textareaProps,
}: Common & {
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string };
}) {
  const ids = useDescribedBy(textareaProps.id, errors, hint);
  return (
    <FieldFrame label={label} errors={errors} hint={hint} {...ids}>
      <textarea rows={4} {...textareaProps} id={ids.controlId} {...ids.aria} />
    </FieldFrame>
  );
}

/** A titled group of fields laid out in a responsive grid. */
export function FieldSet({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend>{legend}</legend>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}
