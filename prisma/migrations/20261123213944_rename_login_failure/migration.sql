-- The rate-limit log holds sign-in, sign-up, reset-code and other attempts, not only failed
-- sign-ins: LoginFailure becomes ThrottleAttempt (docs/decisions/015-names-and-roles.md).
-- Written by hand: a rename keeps the rows (the live limits) where Prisma's diff would drop
-- the table and create it again. SQLite cannot rename an index, so it is made again.
ALTER TABLE "LoginFailure" RENAME TO "ThrottleAttempt";
DROP INDEX "LoginFailure_key_createdAt_idx";
CREATE INDEX "ThrottleAttempt_key_createdAt_idx" ON "ThrottleAttempt"("key", "createdAt");
