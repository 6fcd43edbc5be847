import { z } from "zod";
import {
  email,
  newPassword,
  optionalEmail,
  optionalName,
  optionalText,
  phone,
  requiredName,
} from "#app/utils/field-rules.ts";

export const employmentTypes = ["full_time", "part_time", "contractor"] as const;
export const workLocations = ["onsite", "remote", "hybrid"] as const;

const dateInput = z.date({ error: "validation.dateInvalid" }).optional();

/** The staff member's own fields (requirements R4.3): only on the staff form. */
const staffShape = {
  employmentType: z.enum(employmentTypes, { error: "validation.choose" }).optional(),
  workLocation: z.enum(workLocations, { error: "validation.choose" }).optional(),
  startDate: dateInput,
  endDate: dateInput,
  workEmail: optionalEmail,
  countryOfOrigin: optionalText(60),
  assignedTeams: optionalText(),
  skills: optionalText(),
  languagesSpoken: optionalText(),
  payrollBankDetails: optionalText(),
  taxNumber: optionalText(40),
  visaStatus: optionalText(60),
  notes: optionalText(2000),
};

export type PersonSchemaOptions = {
  /** A password is asked for only when the account is created. */
  creating: boolean;
  /** Only the super administrator picks the organisation; for others it is implied. */
  chooseOrganisation: boolean;
  staff: boolean;
};

/** Add/edit user, staff member or administrator (requirements R5.21). */
export function personSchema({ creating, chooseOrganisation, staff }: PersonSchemaOptions) {
  return z
    .object({
      firstName: requiredName,
      lastName: optionalName,
      email,
      phone,
      address: optionalText(),
      password: creating ? newPassword : z.undefined().optional(),
      organisationId: chooseOrganisation
        ? z.string({ error: "validation.organisationRequired" }).min(1, "validation.organisationRequired")
        : z.string().optional(),
      ...(staff ? staffShape : {}),
    })
    .refine(
      (value) =>
        !("startDate" in value && "endDate" in value && value.startDate && value.endDate) ||
        value.endDate >= value.startDate,
      {
        path: ["endDate"],
        message: "validation.endBeforeStart",
      },
    );
}
