-- AlterTable
ALTER TABLE "DeletionRequest" ADD COLUMN "organisationId" TEXT;

-- CreateIndex
CREATE INDEX "DeletionRequest_organisationId_status_idx" ON "DeletionRequest"("organisationId", "status");
