import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { Prisma } from "#app/generated/prisma/client.ts";
import {
  signUpCarrySchema,
  signUpDetailsFields,
  signUpSchema,
  signUpStepOneSchema,
} from "#app/features/auth/sign-up-schema.ts";
import { commitAuthSession } from "./auth.server.ts";
import { prisma } from "#app/utils/db.server.ts";
import { hashPassword } from "./password.server.ts";
import { clientAddress, safeRedirect } from "#app/utils/request-info.server.ts";
import { SESSION_LIFETIME_MS } from "./session.server.ts";
import { isThrottled, recordAttempt, type Limit } from "./throttle.server.ts";
import { UserType } from "./roles.ts";
import { toastHeader } from "#app/utils/toast.server.ts";
import { logger } from "#app/utils/logger.server.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * A whole congregation may sign up on one church Wi-Fi (one address) after a service, so the
 * per-address limit is generous; the site-wide one caps what a bot farm can create in an hour.
 * When the client's address is unknown (loopback, or no peer address) only the site-wide limit applies.
 */
function signUpLimits(address: string | null): Limit[] {
  return [
    { key: "signup:all", max: 200, windowMs: HOUR_MS },
    // A whole congregation on one church Wi-Fi, yet far from the site-wide budget.
    ...(address ? [{ key: `signup:ip:${address}`, max: 30, windowMs: HOUR_MS }] : []),
  ];
}

/**
 * "Next" answers whether an e-mail is taken, which is worth asking in bulk: a client gets a
 * sign-up's worth of tries, and when the client is unknown all of them share a larger budget.
 */
function emailCheckLimits(address: string | null): Limit[] {
  return address
    ? [{ key: `signup-check:ip:${address}`, max: 60, windowMs: HOUR_MS }]
    : [{ key: "signup-check:all", max: 1000, windowMs: HOUR_MS }];
}

async function anyThrottled(limits: Limit[]) {
  for (const limit of limits) if (await isThrottled(limit)) return true;
  return false;
}

/** Organisations a visitor can choose from. */
export function organisationChoices() {
  return prisma.organisation.findMany({
    select: { id: true, name: true, city: true, country: true },
    orderBy: { name: "asc" },
  });
}

type EmailAndOrganisation = { email: string; organisationId: string };

/** What only the server can know: the e-mail is free and the organisation exists. */
function withServerChecks<T extends z.ZodType<EmailAndOrganisation>>(schema: T) {
  return schema.superRefine(async (value, ctx) => {
    if (await prisma.user.count({ where: { email: value.email.toLowerCase() } })) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "signUp.errors.emailTaken" });
    }
    if (!(await prisma.organisation.count({ where: { id: value.organisationId } }))) {
      ctx.addIssue({ code: "custom", path: ["organisationId"], message: "signUp.errors.organisationRequired" });
    }
  });
}

type Reply = SubmissionResult<string[]>;

/**
 * The step to show with a reply. Step one's values (the passwords too, while step one has no
 * errors) travel back inside the same form's hidden fieldset, so Next and Previous lose nothing,
 * with or without JavaScript; nothing is kept in a cookie.
 */
function answer(
  submission: {
    reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => Reply;
    error?: Record<string, string[] | null> | null;
  },
  status: number,
  formErrors?: string[],
) {
  const stepOneWrong = signUpDetailsFields.some((name) => submission.error?.[name]?.length);
  const result = submission.reply({ formErrors, hideFields: stepOneWrong ? ["password", "confirmPassword"] : [] });
  return data({ result, step: stepOneWrong ? (1 as const) : (2 as const) }, { status });
}

/** Next and Previous: step one checked (e-mail included), or simply carried back. */
export async function changeStep(request: Request, formData: FormData, intent: "next" | "previous") {
  if (intent === "previous") {
    const carried = parseWithZod(formData, { schema: signUpCarrySchema });
    return data({ result: carried.reply(), step: 1 as const });
  }
  const limits = emailCheckLimits(clientAddress(request));
  if (await anyThrottled(limits)) {
    const carried = parseWithZod(formData, { schema: signUpCarrySchema });
    return data(
      {
        result: carried.reply({ formErrors: ["signUp.errors.slowDown"], hideFields: ["password", "confirmPassword"] }),
        step: 1 as const,
      },
      { status: 429 },
    );
  }
  await Promise.all(limits.map(recordAttempt));
  const submission = await parseWithZod(formData, { async: true, schema: withServerChecks(signUpStepOneSchema) });
  return answer(submission, submission.status === "success" ? 200 : 400);
}

/**
 * Creates a member (userType 4, always: a sign-up never chooses its role) of the chosen
 * organisation and signs them in; or answers the form with its errors.
 */
export async function signUp(request: Request, formData: FormData, locale: string) {
  const submission = await parseWithZod(formData, { async: true, schema: withServerChecks(signUpSchema) });
  if (submission.status !== "success") return answer(submission, 400);
  const value = submission.value;
  // Decided before anything is written, so no answer after the account exists can fail.
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  const limits = signUpLimits(clientAddress(request));
  if (value.website || (await anyThrottled(limits))) {
    return answer(submission, 429, ["signUp.errors.slowDown"]);
  }
  await Promise.all(limits.map(recordAttempt));
  try {
    const user = await prisma.user.create({
      data: {
        email: value.email.toLowerCase(),
        passwordHash: await hashPassword(value.password),
        userType: UserType.Member,
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
    return redirect(redirectTo, { headers });
  } catch (error) {
    // Two sign-ups with one address at once: the database's unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return data(
        {
          result: submission.reply({
            fieldErrors: { email: ["signUp.errors.emailTaken"] },
            hideFields: ["password", "confirmPassword"],
          }),
          step: 1 as const,
        },
        { status: 400 },
      );
    }
    logger.error({ err: error }, "registration failed");
    return answer(submission, 500, ["signUp.errors.failed"]);
  }
}
