import { z } from "zod";

export const deletionReasons = ["no_longer_needed", "privacy", "switching", "notifications", "other"] as const;
export const deletionStatuses = ["pending", "approved", "rejected"] as const;

export const deletionRequestSchema = z.object({
  reason: z.enum(deletionReasons, { error: "deletion.errors.reasonRequired" }),
  details: z.string().trim().max(1000, "errors.tooLong").optional(),
});

export const deletionReviewSchema = z.object({
  requestId: z.string().min(1).max(40),
  decision: z.enum(["approve", "reject"]),
});
