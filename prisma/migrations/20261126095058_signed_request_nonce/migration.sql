-- CreateTable
CREATE TABLE "SignedRequestNonce" (
    "nonce" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "SignedRequestNonce_createdAt_idx" ON "SignedRequestNonce"("createdAt");
