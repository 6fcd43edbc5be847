import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { signUpSchema } from "#app/schemas/sign-up.ts";
import { commitAuthSession } from "./auth.server.ts";
import { prisma } from "./db.server.ts";
import { hashPassword } from "./password.server.ts";
import { clientAddress, safeRedirect } from "./request-info.server.ts";
import { SESSION_LIFETIME_MS } from "./session.server.ts";
import { isThrottled, recordAttempt } from "./throttle.server.ts";
import { toastHeader } from "./toast.server.ts";

const SIGN_UPS_PER_HOUR = 5;

/** Organisations a visitor can choose from. */
export function organisationChoices() {
  return prisma.organisation.findMany({ select: { id: true, name: true, city: true, country: true }, orderBy: { name: "asc" } });
}

/**
 * Creates a member (userType 4, always: a sign-up never chooses its role) of the chosen
 * organisation and signs them in; or answers the form with its errors.
 */
export async function signUp(request: Request, locale: string) {
  const formData = await request.formData();
  const submission = await parseWithZod(formData, {
    async: true,
    schema: signUpSchema.superRefine(async (value, ctx) => {
      if (await prisma.user.count({ where: { email: value.email.toLowerCase() } })) {
        ctx.addIssue({ code: "custom", path: ["email"], message: "signUp.errors.emailTaken" });
      }
      if (!(await prisma.organisation.count({ where: { id: value.organisationId } }))) {
        ctx.addIssue({ code: "custom", path: ["organisationId"], message: "signUp.errors.organisationRequired" });
      }
    }),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const value = submission.value;
  const throttleKey = `signup:${clientAddress(request) ?? "local"}`;
  if (value.website || (await isThrottled(throttleKey, SIGN_UPS_PER_HOUR, 60 * 60 * 1000))) {
    return data({ result: submission.reply({ formErrors: ["signUp.errors.slowDown"], hideFields: ["password", "confirmPassword"] }) }, { status: 429 });
  }
  await recordAttempt(throttleKey);
  try {
    const user = await prisma.user.create({
      data: {
        email: value.email.toLowerCase(),
        passwordHash: await hashPassword(value.password),
        userType: 4,
        firstName: value.firstName,
        lastName: value.lastName ?? "",
        phone: value.phone,
        organisationId: value.organisationId,
        attendedBefore: value.attendedBefore ? value.attendedBefore === "yes" : null,
        broughtBy: value.broughtBy,
        faithLevel: value.faithLevel,
        primaryLanguage: value.primaryLanguage,
        referralSource: value.referralSource,
        referralCode: value.referralCode,
        termsAcceptedAt: new Date(),
        interfaceLanguage: locale,
        sessions: { create: { expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) } },
      },
      select: { sessions: { select: { id: true } } },
    });
    const headers = new Headers();
    headers.append("Set-Cookie", await commitAuthSession(request, user.sessions[0]!.id));
    headers.append("Set-Cookie", await toastHeader({ type: "success", messageKey: "signUp.success" }));
    return redirect(safeRedirect(formData.get("redirectTo")), { headers });
  } catch (error) {
    console.error("Registration failed", error);
    return data({ result: submission.reply({ formErrors: ["signUp.errors.failed"], hideFields: ["password", "confirmPassword"] }) }, { status: 500 });
  }
}
