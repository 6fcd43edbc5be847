import { z } from "zod";
import { isValidWallClock } from "#app/utils/zoned-time.ts";

/** Requirements R5.25 (event): name, description, date and organisation required; bad dates refused. */
export function eventSchema({ chooseOrganisation }: { chooseOrganisation: boolean }) {
  return z.object({
    name: z
      .string({ error: "validation.eventNameRequired" })
      .trim()
      .min(1, "validation.eventNameRequired")
      .max(120, "errors.tooLong"),
    description: z
      .string({ error: "validation.descriptionRequired" })
      .trim()
      .min(1, "validation.descriptionRequired")
      .max(4000, "errors.tooLong"),
    startsAt: z.string({ error: "validation.dateRequired" }).refine(isValidWallClock, "validation.dateInvalid"),
    organisationId: chooseOrganisation
      ? z.string({ error: "validation.organisationRequired" }).min(1, "validation.organisationRequired")
      : z.string().optional(),
  });
}

/** Active until its start passes, then expired: derived when read, never stored. */
export function eventStatus(startsAt: Date | string, now = new Date()): "active" | "expired" {
  return new Date(startsAt).getTime() < now.getTime() ? "expired" : "active";
}
