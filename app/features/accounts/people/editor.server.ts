import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { personSchema } from "#app/features/accounts/person-schema.ts";
import {
  assignableOrganisations,
  requireSameOrganisation,
  resolveOrganisationId,
} from "#app/features/auth/tenancy.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { fieldErrorReply, saveWithToast, wantsDeleteConfirmation } from "#app/utils/form-reply.server.ts";
import { hashPassword } from "#app/features/auth/password.server.ts";
import { notFound, requireAccess, type SessionUser } from "#app/features/auth/permissions.server.ts";
import { maskStored, nextStoredSecret } from "#app/utils/secrets.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { isSuperAdmin } from "#app/features/auth/roles.ts";
import { peopleKinds, type PeopleKind } from "./kinds.ts";

const personSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  address: true,
  organisationId: true,
  organisation: { select: { name: true } },
  staffProfile: true,
} as const;

/** The person behind :userId if this viewer may manage them on this page; 404 otherwise. */
async function findManagedPerson(viewer: SessionUser, kind: PeopleKind, userId: string) {
  const person = await prisma.user.findFirst({
    where: { id: userId, userType: peopleKinds[kind].userType },
    select: personSelect,
  });
  if (!person) notFound();
  requireSameOrganisation(viewer, person.organisationId);
  return person;
}

const toDateInput = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : undefined);

export async function loadPersonEditor(request: Request, kind: PeopleKind, userId: string | undefined) {
  const viewer = await requireAccess(request, peopleKinds[kind].page);
  const organisations = await assignableOrganisations(viewer);
  const base = { kind, organisations, ownOrganisation: viewer.organisation?.name ?? null };
  if (!userId) return { ...base, person: null, confirmDelete: false };
  const { staffProfile: staff, ...person } = await findManagedPerson(viewer, kind, userId);
  return {
    ...base,
    confirmDelete: wantsDeleteConfirmation(request),
    person: {
      ...person,
      organisationName: person.organisation?.name ?? null,
      staff:
        kind === "staff" && staff
          ? {
              ...staff,
              startDate: toDateInput(staff.startDate),
              endDate: toDateInput(staff.endDate),
              // Payroll and tax numbers are secrets like provider keys: the browser sees masks.
              payrollBankDetails: maskStored(staff.payrollBankDetails),
              taxNumber: maskStored(staff.taxNumber),
            }
          : null,
    },
  };
}

export async function personAction(request: Request, kind: PeopleKind, userId: string | undefined) {
  const { page, path, section, userType } = peopleKinds[kind];
  const viewer = await requireAccess(request, page);
  const existing = userId ? await findManagedPerson(viewer, kind, userId) : null;
  const formData = await request.formData();

  if (formData.get("intent") === "delete") {
    if (!existing) notFound();
    if (existing.id === viewer.id)
      return redirectWithToast(path, { type: "error", messageKey: `${section}.deleteError` });
    return saveWithToast(() => prisma.user.delete({ where: { id: existing.id } }), {
      to: path,
      successKey: `${section}.deleted`,
      errorKey: `${section}.deleteError`,
    });
  }

  const schema = personSchema({
    creating: !existing,
    chooseOrganisation: isSuperAdmin(viewer),
    staff: kind === "staff",
  }).superRefine(async (value, ctx) => {
    const clash = await prisma.user.findUnique({ where: { email: value.email }, select: { id: true } });
    if (clash && clash.id !== existing?.id)
      ctx.addIssue({ code: "custom", path: ["email"], message: "validation.emailTaken" });
  });
  const submission = await parseWithZod(formData, { schema, async: true });
  if (submission.status !== "success")
    return data(
      { result: submission.reply({ hideFields: ["password", "payrollBankDetails", "taxNumber"] }) },
      { status: 400 },
    );

  const organisationId = await resolveOrganisationId(viewer, submission.value.organisationId);
  if (!organisationId) return fieldErrorReply("organisationId", "validation.organisationRequired");
  const { firstName, lastName = "", email, phone, address = null, password } = submission.value;
  const fields = { firstName, lastName, email, phone, address, organisationId };
  const staff = kind === "staff" ? staffFields(submission.value as StaffValues, existing?.staffProfile) : null;

  return saveWithToast(
    async () => {
      if (existing) {
        await prisma.user.update({
          where: { id: existing.id },
          data: { ...fields, ...(staff ? { staffProfile: { upsert: { create: staff, update: staff } } } : {}) },
        });
      } else {
        await prisma.user.create({
          data: {
            ...fields,
            userType,
            passwordHash: await hashPassword(password ?? ""),
            ...(staff ? { staffProfile: { create: staff } } : {}),
          },
        });
      }
    },
    {
      to: path,
      successKey: existing ? `${section}.updated` : `${section}.added`,
      errorKey: `${section}.saveError`,
      errorTo: request.url,
    },
  );
}

type StaffValues = Partial<
  Record<
    | "employmentType"
    | "workLocation"
    | "workEmail"
    | "countryOfOrigin"
    | "assignedTeams"
    | "skills"
    | "languagesSpoken"
    | "payrollBankDetails"
    | "taxNumber"
    | "visaStatus"
    | "notes",
    string
  >
> & {
  startDate?: Date;
  endDate?: Date;
};

function staffFields(
  value: StaffValues,
  stored: { payrollBankDetails: string | null; taxNumber: string | null } | null | undefined,
) {
  return {
    employmentType: value.employmentType ?? null,
    workLocation: value.workLocation ?? null,
    startDate: value.startDate ?? null,
    endDate: value.endDate ?? null,
    workEmail: value.workEmail ?? null,
    countryOfOrigin: value.countryOfOrigin ?? null,
    assignedTeams: value.assignedTeams ?? null,
    skills: value.skills ?? null,
    languagesSpoken: value.languagesSpoken ?? null,
    payrollBankDetails: nextStoredSecret(value.payrollBankDetails, stored?.payrollBankDetails),
    taxNumber: nextStoredSecret(value.taxNumber, stored?.taxNumber),
    visaStatus: value.visaStatus ?? null,
    notes: value.notes ?? null,
  };
}
