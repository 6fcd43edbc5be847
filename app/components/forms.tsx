import { useId } from "react";
import { useNavigation } from "react-router";
import { CSRF_FIELD_NAME } from "#app/utils/csrf-field.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { ErrorList } from "./error-list.tsx";

/** The hidden request-forgery token every state-changing form carries. */
export function CsrfInput() {
  const root = useRootData();
  return <input type="hidden" name={CSRF_FIELD_NAME} value={root?.csrfToken ?? ""} />;
}

type FieldProps = {
  label: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { name: string };
  errors?: string[] | null;
  hint?: string;
};

export function Field({ label, inputProps, errors, hint }: FieldProps) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A submit button that says it is working while its form is being sent. */
export function StatusButton({
  children,
  pendingText,
  className = "btn btn-primary",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pendingText: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  return (
    <button
      type="submit"
      className={className}
      aria-busy={pending || undefined}
      disabled={pending || props.disabled}
      {...props}
    >
      {pending ? pendingText : children}
    </button>
  );
}

type SelectFieldProps = {
  label: string;
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & { name: string };
  options: { value: string; label: string }[];
  placeholder?: string;
  errors?: string[] | null;
  hint?: string;
};

/** A <select> drawn and described like Field (the one select field of every form). */
export function SelectField({ label, selectProps, options, placeholder, errors, hint }: SelectFieldProps) {
  const fallbackId = useId();
  const id = selectProps.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...selectProps}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
