-- CreateTable
CREATE TABLE "SermonLanguageStat" (
    "sermonId" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "organisationId" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "listeners" INTEGER NOT NULL DEFAULT 0,
    "endedListeners" INTEGER NOT NULL DEFAULT 0,
    "minutes" REAL NOT NULL DEFAULT 0,

    PRIMARY KEY ("sermonId", "language"),
    CONSTRAINT "SermonLanguageStat_sermonId_fkey" FOREIGN KEY ("sermonId") REFERENCES "Sermon" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrganisationListener" (
    "organisationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "lastListenedAt" DATETIME NOT NULL,

    PRIMARY KEY ("organisationId", "userId"),
    CONSTRAINT "OrganisationListener_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrganisationListener_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "SermonLanguageStat_startedAt_organisationId_language_listeners_endedListeners_minutes_idx" ON "SermonLanguageStat"("startedAt", "organisationId", "language", "listeners", "endedListeners", "minutes");

-- CreateIndex
CREATE INDEX "SermonLanguageStat_organisationId_startedAt_language_listeners_endedListeners_minutes_idx" ON "SermonLanguageStat"("organisationId", "startedAt", "language", "listeners", "endedListeners", "minutes");

-- CreateIndex
CREATE INDEX "OrganisationListener_lastListenedAt_organisationId_idx" ON "OrganisationListener"("lastListenedAt", "organisationId");

-- CreateIndex
CREATE INDEX "OrganisationListener_organisationId_lastListenedAt_idx" ON "OrganisationListener"("organisationId", "lastListenedAt");

-- CreateIndex
CREATE INDEX "OrganisationListener_userId_idx" ON "OrganisationListener"("userId");

-- The rollups are kept by the database itself, so every writer (web app, webhooks, seed, test
-- builders, hand-written SQL) keeps them right without knowing they exist.
--
-- SermonLanguageStat is kept incrementally: a session's share is one listener, one "ended"
-- listener once it has an end, and its stay in minutes. Listeners leaving is the common update,
-- so it must stay cheap.
--
-- OrganisationListener rows of one person are rebuilt from their sessions whenever a session of
-- theirs goes, moves to another sermon or changes hands (rare: deletions and anonymisation); a
-- new session only ever moves "latest" forward.

CREATE TRIGGER "ListenerSession_rollup_insert" AFTER INSERT ON "ListenerSession" BEGIN
  INSERT INTO "SermonLanguageStat" ("sermonId", "language", "organisationId", "startedAt", "listeners", "endedListeners", "minutes")
    SELECT s."id", NEW."language", s."organisationId", s."startedAt", 1, NEW."endedAt" IS NOT NULL,
      CASE WHEN NEW."endedAt" IS NULL THEN 0 ELSE (julianday(NEW."endedAt") - julianday(NEW."startedAt")) * 1440.0 END
    FROM "Sermon" s WHERE s."id" = NEW."sermonId"
    ON CONFLICT ("sermonId", "language") DO UPDATE SET
      "listeners" = "listeners" + excluded."listeners",
      "endedListeners" = "endedListeners" + excluded."endedListeners",
      "minutes" = "minutes" + excluded."minutes";
  INSERT INTO "OrganisationListener" ("organisationId", "userId", "lastListenedAt")
    SELECT s."organisationId", NEW."userId", s."startedAt" FROM "Sermon" s WHERE s."id" = NEW."sermonId" AND NEW."userId" IS NOT NULL
    ON CONFLICT ("organisationId", "userId") DO UPDATE SET "lastListenedAt" = max("lastListenedAt", excluded."lastListenedAt");
END;

CREATE TRIGGER "ListenerSession_rollup_delete" AFTER DELETE ON "ListenerSession" BEGIN
  UPDATE "SermonLanguageStat" SET
      "listeners" = "listeners" - 1,
      "endedListeners" = "endedListeners" - (OLD."endedAt" IS NOT NULL),
      "minutes" = "minutes" - CASE WHEN OLD."endedAt" IS NULL THEN 0 ELSE (julianday(OLD."endedAt") - julianday(OLD."startedAt")) * 1440.0 END
    WHERE "sermonId" = OLD."sermonId" AND "language" = OLD."language";
  DELETE FROM "OrganisationListener" WHERE "userId" = OLD."userId";
  INSERT INTO "OrganisationListener" ("organisationId", "userId", "lastListenedAt")
    SELECT s."organisationId", l."userId", MAX(s."startedAt") FROM "ListenerSession" l JOIN "Sermon" s ON s."id" = l."sermonId"
    WHERE l."userId" = OLD."userId" GROUP BY s."organisationId";
END;

-- An update is the old share taken away and the new one added: a listener who switched
-- language, left or came back. The delete and insert triggers above say the same per row.
CREATE TRIGGER "ListenerSession_rollup_update" AFTER UPDATE OF "sermonId", "language", "startedAt", "endedAt" ON "ListenerSession" BEGIN
  UPDATE "SermonLanguageStat" SET
      "listeners" = "listeners" - 1,
      "endedListeners" = "endedListeners" - (OLD."endedAt" IS NOT NULL),
      "minutes" = "minutes" - CASE WHEN OLD."endedAt" IS NULL THEN 0 ELSE (julianday(OLD."endedAt") - julianday(OLD."startedAt")) * 1440.0 END
    WHERE "sermonId" = OLD."sermonId" AND "language" = OLD."language";
  INSERT INTO "SermonLanguageStat" ("sermonId", "language", "organisationId", "startedAt", "listeners", "endedListeners", "minutes")
    SELECT s."id", NEW."language", s."organisationId", s."startedAt", 1, NEW."endedAt" IS NOT NULL,
      CASE WHEN NEW."endedAt" IS NULL THEN 0 ELSE (julianday(NEW."endedAt") - julianday(NEW."startedAt")) * 1440.0 END
    FROM "Sermon" s WHERE s."id" = NEW."sermonId"
    ON CONFLICT ("sermonId", "language") DO UPDATE SET
      "listeners" = "listeners" + excluded."listeners",
      "endedListeners" = "endedListeners" + excluded."endedListeners",
      "minutes" = "minutes" + excluded."minutes";
END;

-- A session that changes hands (anonymised when an account is deleted) or sermons: rebuild the
-- people concerned. Not run when a listener merely leaves.
CREATE TRIGGER "ListenerSession_rollup_person" AFTER UPDATE OF "userId", "sermonId" ON "ListenerSession"
  WHEN OLD."userId" IS NOT NEW."userId" OR OLD."sermonId" IS NOT NEW."sermonId" BEGIN
  DELETE FROM "OrganisationListener" WHERE "userId" IN (OLD."userId", NEW."userId");
  INSERT INTO "OrganisationListener" ("organisationId", "userId", "lastListenedAt")
    SELECT s."organisationId", l."userId", MAX(s."startedAt") FROM "ListenerSession" l JOIN "Sermon" s ON s."id" = l."sermonId"
    WHERE l."userId" IN (OLD."userId", NEW."userId") GROUP BY s."organisationId", l."userId";
END;

-- A sermon whose start is corrected moves its listeners with it.
CREATE TRIGGER "Sermon_rollup_start" AFTER UPDATE OF "startedAt", "organisationId" ON "Sermon" BEGIN
  UPDATE "SermonLanguageStat" SET "startedAt" = NEW."startedAt", "organisationId" = NEW."organisationId" WHERE "sermonId" = NEW."id";
  DELETE FROM "OrganisationListener" WHERE "userId" IN (SELECT "userId" FROM "ListenerSession" WHERE "sermonId" = NEW."id");
  INSERT INTO "OrganisationListener" ("organisationId", "userId", "lastListenedAt")
    SELECT s."organisationId", l."userId", MAX(s."startedAt") FROM "ListenerSession" l JOIN "Sermon" s ON s."id" = l."sermonId"
    WHERE l."userId" IN (SELECT "userId" FROM "ListenerSession" WHERE "sermonId" = NEW."id") GROUP BY s."organisationId", l."userId";
END;

-- What is already there.
INSERT INTO "SermonLanguageStat" ("sermonId", "language", "organisationId", "startedAt", "listeners", "endedListeners", "minutes")
  SELECT s."id", l."language", s."organisationId", s."startedAt", COUNT(*), COUNT(l."endedAt"),
    COALESCE(SUM((julianday(l."endedAt") - julianday(l."startedAt")) * 1440.0), 0)
  FROM "ListenerSession" l JOIN "Sermon" s ON s."id" = l."sermonId" GROUP BY s."id", l."language";
INSERT INTO "OrganisationListener" ("organisationId", "userId", "lastListenedAt")
  SELECT s."organisationId", l."userId", MAX(s."startedAt")
  FROM "ListenerSession" l JOIN "Sermon" s ON s."id" = l."sermonId" WHERE l."userId" IS NOT NULL GROUP BY s."organisationId", l."userId";
