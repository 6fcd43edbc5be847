-- CreateTable
CREATE TABLE "TakenBackLine" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "sermonId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "userId" TEXT,
    "role" TEXT NOT NULL,
    "at" DATETIME NOT NULL,
    CONSTRAINT "TakenBackLine_sermonId_fkey" FOREIGN KEY ("sermonId") REFERENCES "Sermon" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "TakenBackLine_sermonId_seq_key" ON "TakenBackLine"("sermonId", "seq");
