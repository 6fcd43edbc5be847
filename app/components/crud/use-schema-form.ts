import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A conform form driven by one zod schema, validated in the browser with the same rules the
 * server applies (parseWithZod on both sides), re-checked as the person types once submitted.
 * Not on blur: pressing the submit button blurs the field, its corrected message vanished, the
 * button moved up under the pointer before it was released, and the click was lost.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  {
    id,
    lastResult,
    defaultValue,
  }: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: Record<string, unknown> | null },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    constraint: getZodConstraint(schema),
    lastResult,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: (defaultValue ?? undefined) as Parameters<typeof useForm<z.input<Schema>>>[0]["defaultValue"],
  });
}
