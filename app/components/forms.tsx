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

export type Described = { label: string; errors?: string[] | null; hint?: string };

/**
 * The one wiring of a form control to its label, hint and error list: an id (the caller's, as
 * conform's getInputProps gives it, or a generated one), aria-invalid while there are errors and
 * aria-describedby naming the hint and the errors. Conform's own aria props are not enough: some
 * forms pass errors without conform, and the hint is ours.
 */
function useFieldWiring(id: string | undefined, errors?: string[] | null, hint?: string) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const errorId = errors?.length ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return {
    controlId,
    errorId,
    hintId,
    control: {
      id: controlId,
      "aria-invalid": errorId ? true : undefined,
      "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    },
  };
}

/** The label, the control (`children`, given the wiring's props), the hint and the errors, drawn one way. */
export function DescribedField({
  label,
  errors,
  hint,
  id,
  children,
}: Described & {
  id: string | undefined;
  children: (control: ReturnType<typeof useFieldWiring>["control"]) => React.ReactNode;
}) {
  const { controlId, errorId, hintId, control } = useFieldWiring(id, errors, hint);
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type FieldProps = Described & { inputProps: React.InputHTMLAttributes<HTMLInputElement> & { name: string } };

export function Field({ inputProps, ...described }: FieldProps) {
  return (
    <DescribedField {...described} id={inputProps.id}>
      {(control) => <input {...inputProps} {...control} />}
    </DescribedField>
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

type SelectFieldProps = Described & {
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & { name: string };
  options: { value: string; label: string }[];
  placeholder?: string;
};

/** A <select> drawn and described like Field (the one select field of every form). */
export function SelectField({ selectProps, options, placeholder, ...described }: SelectFieldProps) {
  return (
    <DescribedField {...described} id={selectProps.id}>
      {(control) => (
        <select {...selectProps} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </DescribedField>
  );
}
