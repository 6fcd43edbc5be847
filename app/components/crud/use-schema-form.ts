import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A conform form driven by one zod schema, validated in the browser with the same rules the
 * server applies (parseWithZod on both sides), re-checked on blur once submitted.
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
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: (defaultValue ?? undefined) as Parameters<typeof useForm<z.input<Schema>>>[0]["defaultValue"],
  });
}
