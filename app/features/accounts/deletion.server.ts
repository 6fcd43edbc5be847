// Account deletion: a member asks, an administrator of their organisation (or the super
// administrator) approves or rejects, and `npm run purge:deletions` carries out any request
// still pending on day 29, so the privacy policy's 30 days hold even when nobody reviews.
import fs from "node:fs/promises";
import path from "node:path";
import type { TFunction } from "i18next";
import { organisationScope } from "#app/features/auth/tenancy.server.ts";
import { projectRoot } from "#app/utils/database-url.ts";
import { prisma } from "#app/utils/db.server.ts";
import { composeEmail, sendEmail } from "#app/utils/email.server.ts";
import { PAGE_SIZE } from "#app/utils/list-query.server.ts";
import type { SessionUser } from "#app/features/auth/permissions.server.ts";
import { logger } from "#app/utils/logger.server.ts";

const PURGE_AFTER_DAYS = 29;

export function currentRequest(userId: string) {
  return prisma.deletionRequest.findFirst({ where: { userId }, orderBy: { requestedAt: "desc" } });
}

/** One open request per person: asking again while pending changes nothing. */
export async function requestDeletion(user: SessionUser, reason: string, details?: string) {
  const pending = await prisma.deletionRequest.findFirst({ where: { userId: user.id, status: "pending" } });
  if (pending) return pending;
  return prisma.deletionRequest.create({
    data: {
      userId: user.id,
      userEmail: user.email,
      userName: `${user.firstName} ${user.lastName}`.trim(),
      organisationId: user.organisationId,
      reason,
      details,
    },
  });
}

/** Requests a reviewer may see: every one for the super administrator, their organisation's otherwise. */
export function reviewScope(viewer: SessionUser) {
  return organisationScope(viewer);
}

export async function listDeletionRequests(viewer: SessionUser, status: string | null, page: number) {
  const where = { ...reviewScope(viewer), ...(status ? { status } : {}) };
  const [total, requests] = await Promise.all([
    prisma.deletionRequest.count({ where }),
    prisma.deletionRequest.findMany({
      where,
      orderBy: { requestedAt: "desc" },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
  ]);
  return { total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), requests };
}

/**
 * Deletes the user and their personal data in one transaction. Listener stays and
 * accept-Jesus clicks stay (organisation statistics must not change) but lose every personal
 * detail. Returns the address to tell, or null when there was nothing to do.
 */
export async function approveDeletion(requestId: string, reviewerId: string | null) {
  const outcome = await prisma.$transaction(async (tx) => {
    const request = await tx.deletionRequest.findUnique({ where: { id: requestId } });
    if (!request || request.status !== "pending") return null;
    const user = request.userId
      ? await tx.user.findUnique({
          where: { id: request.userId },
          select: { interfaceLanguage: true, photoPath: true },
        })
      : null;
    if (request.userId) {
      await tx.listenerStay.updateMany({
        where: { userId: request.userId },
        data: { userId: null, name: null, email: null },
      });
      await tx.salvation.updateMany({
        where: { userId: request.userId },
        data: { userId: null, name: "—", email: null, phone: null },
      });
      await tx.user.delete({ where: { id: request.userId } });
    }
    await tx.deletionRequest.update({
      where: { id: requestId },
      data: { status: "approved", reviewedAt: new Date(), reviewedById: reviewerId, userId: null, details: null },
    });
    return {
      email: request.userEmail,
      name: request.userName,
      language: user?.interfaceLanguage ?? "en",
      photoPath: user?.photoPath ?? null,
    };
  });
  if (!outcome) return null;
  // The photo file goes once the rows are gone: a failed transaction must not lose it.
  if (outcome.photoPath) await removeUpload(outcome.photoPath);
  return { email: outcome.email, name: outcome.name, language: outcome.language };
}

/** Deletes a file under data/uploads; only its base name is trusted. */
async function removeUpload(fileName: string) {
  await fs.rm(path.join(projectRoot, "data", "uploads", path.basename(fileName)), { force: true }).catch((error) => {
    logger.error({ err: error, fileName }, "could not delete an upload");
  });
}

export async function rejectDeletion(requestId: string, reviewerId: string) {
  const updated = await prisma.deletionRequest.updateMany({
    where: { id: requestId, status: "pending" },
    data: { status: "rejected", reviewedAt: new Date(), reviewedById: reviewerId },
  });
  if (!updated.count) return null;
  const request = await prisma.deletionRequest.findUniqueOrThrow({
    where: { id: requestId },
    include: { user: { select: { interfaceLanguage: true } } },
  });
  return { email: request.userEmail, name: request.userName, language: request.user?.interfaceLanguage ?? "en" };
}

export async function tellRequester(
  to: { email: string; name: string },
  t: TFunction,
  decision: "approved" | "rejected",
) {
  const [subject, body] =
    decision === "approved"
      ? [t("mail.deletionApprovedSubject"), t("mail.deletionApprovedBody")]
      : [t("mail.deletionRejectedSubject"), t("mail.deletionRejectedBody")];
  await sendEmail(composeEmail(to.email, subject, [t("mail.greeting", { name: to.name }), body]));
}

/** Approves every request pending for PURGE_AFTER_DAYS or more. Safe to run again and again. */
export async function purgeOverdueDeletions(now = new Date()) {
  const due = await prisma.deletionRequest.findMany({
    where: {
      status: "pending",
      requestedAt: { lte: new Date(now.getTime() - PURGE_AFTER_DAYS * 24 * 60 * 60 * 1000) },
    },
    select: { id: true },
  });
  const done = [];
  for (const { id } of due) {
    const outcome = await approveDeletion(id, null);
    if (outcome) done.push(outcome);
  }
  return done;
}
