import { DescribedField, type Described } from "#app/components/forms.tsx";

export function TextareaField({
  textareaProps,
  ...described
}: Described & {
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string };
}) {
  return (
    <DescribedField {...described} id={textareaProps.id}>
      {(control) => <textarea rows={4} {...textareaProps} {...control} />}
    </DescribedField>
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
