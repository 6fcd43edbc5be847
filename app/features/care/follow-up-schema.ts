import { z } from "zod";

/** Where the church is with a guest's follow-up (issue 42): set by staff on the "Accepted Jesus" table. */
export const followUpStates = ["new", "contacted", "done"] as const;
export type FollowUpState = (typeof followUpStates)[number];

/** The table's state form; messages are i18next keys. */
export const followUpStateSchema = z.object({
  intent: z.literal("followUp"),
  guestId: z.string().min(1, "care.followUp.errors.notFound").max(100, "care.followUp.errors.notFound"),
  state: z.enum(followUpStates, { error: "care.followUp.errors.state" }),
});
