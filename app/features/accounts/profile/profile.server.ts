import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { passwordChangeSchema, profileSchema } from "#app/features/accounts/profile-schema.ts";
import { getSessionId } from "#app/features/auth/auth.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { fieldErrorReply } from "#app/utils/form-reply.server.ts";
import { hashPassword, verifyPassword } from "#app/features/auth/password.server.ts";
import { requireAccess } from "#app/features/auth/permissions.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import {
  UploadRefused,
  chosenFile,
  readUploadForm,
  removeImage,
  storeImage,
  uploadUrl,
} from "#app/utils/uploads.server.ts";
import { worksForOrganisation } from "#app/features/auth/roles.ts";
import { logger } from "#app/utils/logger.server.ts";

const profileFields = {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  dateOfBirth: true,
  gender: true,
  photoPath: true,
  referralCode: true,
  address: true,
  jobTitle: true,
  department: true,
  systemAccessLevel: true,
  educationLevel: true,
  certifications: true,
  employeeId: true,
  salaryRate: true,
  emergencyContact: true,
  linkedinUrl: true,
  attendedBefore: true,
  faithLevel: true,
  broughtBy: true,
  userType: true,
  staffProfile: { select: { workEmail: true } },
} as const;

export async function loadProfile(request: Request) {
  const viewer = await requireAccess(request, "profile");
  const { photoPath, dateOfBirth, attendedBefore, staffProfile, ...user } = await prisma.user.findUniqueOrThrow({
    where: { id: viewer.id },
    select: profileFields,
  });
  return {
    passwordOpen: new URL(request.url).searchParams.get("dialog") === "password",
    profile: {
      ...user,
      photoUrl: uploadUrl(photoPath),
      dateOfBirth: dateOfBirth?.toISOString().slice(0, 10),
      attendedBefore: attendedBefore === null ? undefined : attendedBefore ? "yes" : "no",
      workEmail: staffProfile?.workEmail ?? undefined,
    },
  };
}

export async function profileAction(request: Request) {
  const viewer = await requireAccess(request, "profile");
  let formData: FormData;
  try {
    formData = await readUploadForm(request);
  } catch (error) {
    if (error instanceof UploadRefused) return fieldErrorReply("photo", error.errorKey, error.status);
    throw error;
  }
  return formData.get("intent") === "changePassword"
    ? changePassword(formData, viewer.id, request)
    : saveProfile(formData, viewer.id, request);
}

async function saveProfile(formData: FormData, userId: string, request: Request) {
  const schema = profileSchema.superRefine(async (value, ctx) => {
    const clash = await prisma.user.findUnique({ where: { email: value.email }, select: { id: true } });
    if (clash && clash.id !== userId)
      ctx.addIssue({ code: "custom", path: ["email"], message: "validation.emailTaken" });
  });
  const submission = await parseWithZod(formData, { schema, async: true });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const file = chosenFile(formData.get("photo"));
  const photo = file ? await storeImage(file, ["jpeg", "png"]) : null;
  if (photo && !photo.ok) return fieldErrorReply("photo", photo.errorKey);

  const { workEmail, attendedBefore, ...value } = submission.value;
  const nullable = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, entry ?? null])) as {
    [K in keyof typeof value]-?: Exclude<(typeof value)[K], undefined> | null;
  };
  const previous = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { photoPath: true, userType: true },
  });
  try {
    await prisma.user.update({
      where: { id: userId },
      data: {
        ...nullable,
        firstName: value.firstName,
        lastName: value.lastName,
        email: value.email,
        attendedBefore: attendedBefore === undefined ? null : attendedBefore === "yes",
        ...(photo?.ok ? { photoPath: photo.image.name } : {}),
        // Work e-mail belongs to the staff record, which only staff and administrators have.
        ...(worksForOrganisation(previous)
          ? {
              staffProfile: {
                upsert: { create: { workEmail: workEmail ?? null }, update: { workEmail: workEmail ?? null } },
              },
            }
          : {}),
      },
    });
  } catch (error) {
    logger.error({ err: error }, "updating a profile failed");
    if (photo?.ok) await removeImage(photo.image.name);
    return redirectWithToast(new URL(request.url).pathname, { type: "error", messageKey: "profile.updateError" });
  }
  if (photo?.ok) await removeImage(previous.photoPath);
  return redirectWithToast("/profile", { type: "success", messageKey: "profile.updated" });
}

async function changePassword(formData: FormData, userId: string, request: Request) {
  const submission = parseWithZod(formData, { schema: passwordChangeSchema });
  const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
  if (submission.status !== "success")
    return data({ passwordResult: submission.reply({ hideFields }) }, { status: 400 });
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(submission.value.currentPassword, user.passwordHash))) {
    return data(
      {
        passwordResult: submission.reply({
          hideFields,
          fieldErrors: { currentPassword: ["validation.currentPasswordWrong"] },
        }),
      },
      { status: 400 },
    );
  }
  try {
    const currentSession = await getSessionId(request);
    await prisma.user.update({
      where: { id: userId },
      data: { passwordHash: await hashPassword(submission.value.newPassword) },
    });
    // A changed password signs out every other browser that knew the old one.
    await prisma.session.deleteMany({ where: { userId, ...(currentSession ? { id: { not: currentSession } } : {}) } });
  } catch (error) {
    logger.error({ err: error }, "changing a password failed");
    return redirectWithToast("/profile", { type: "error", messageKey: "profile.passwordError" });
  }
  return redirectWithToast("/profile", { type: "success", messageKey: "profile.passwordChanged" });
}
