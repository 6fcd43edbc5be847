-- Month rollups of the day aggregates (docs/decisions/018-aggregates.md): a five-year range of
-- fifty churches is 3,000 month rows instead of 36,000 day rows. Kept from the day tables by
-- triggers, so whatever keeps the days right keeps the months right.

-- CreateTable
CREATE TABLE "OrganisationMonth" (
    "organisationId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "members" INTEGER NOT NULL DEFAULT 0,
    "salvations" INTEGER NOT NULL DEFAULT 0,
    "sessions" INTEGER NOT NULL DEFAULT 0,
    "endedSessions" INTEGER NOT NULL DEFAULT 0,
    "sessionMs" INTEGER NOT NULL DEFAULT 0,
    "listeners" INTEGER NOT NULL DEFAULT 0,
    "endedListeners" INTEGER NOT NULL DEFAULT 0,
    "listenerMinutes" REAL NOT NULL DEFAULT 0,
    "activeListeners" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("month", "organisationId")
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "OrganisationMonthCount" (
    "organisationId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("organisationId", "kind", "month", "value")
) WITHOUT ROWID;

-- CreateIndex
CREATE INDEX "OrganisationMonth_organisationId_month_idx" ON "OrganisationMonth"("organisationId", "month");

CREATE TRIGGER "OrganisationDay_month_insert" AFTER INSERT ON "OrganisationDay" BEGIN
  INSERT INTO "OrganisationMonth" ("organisationId", "month", "members", "salvations", "sessions", "endedSessions", "sessionMs", "listeners", "endedListeners", "listenerMinutes", "activeListeners")
    SELECT NEW."organisationId", substr(NEW."day", 1, 7), NEW."members", NEW."salvations", NEW."sessions", NEW."endedSessions", NEW."sessionMs", NEW."listeners", NEW."endedListeners", NEW."listenerMinutes", NEW."activeListeners" WHERE true
    ON CONFLICT ("month", "organisationId") DO UPDATE SET "members" = "members" + excluded."members", "salvations" = "salvations" + excluded."salvations", "sessions" = "sessions" + excluded."sessions", "endedSessions" = "endedSessions" + excluded."endedSessions", "sessionMs" = "sessionMs" + excluded."sessionMs", "listeners" = "listeners" + excluded."listeners", "endedListeners" = "endedListeners" + excluded."endedListeners", "listenerMinutes" = "listenerMinutes" + excluded."listenerMinutes", "activeListeners" = "activeListeners" + excluded."activeListeners";
END;

CREATE TRIGGER "OrganisationDay_month_delete" AFTER DELETE ON "OrganisationDay" BEGIN
  INSERT INTO "OrganisationMonth" ("organisationId", "month", "members", "salvations", "sessions", "endedSessions", "sessionMs", "listeners", "endedListeners", "listenerMinutes", "activeListeners")
    SELECT OLD."organisationId", substr(OLD."day", 1, 7), -OLD."members", -OLD."salvations", -OLD."sessions", -OLD."endedSessions", -OLD."sessionMs", -OLD."listeners", -OLD."endedListeners", -OLD."listenerMinutes", -OLD."activeListeners" WHERE true
    ON CONFLICT ("month", "organisationId") DO UPDATE SET "members" = "members" + excluded."members", "salvations" = "salvations" + excluded."salvations", "sessions" = "sessions" + excluded."sessions", "endedSessions" = "endedSessions" + excluded."endedSessions", "sessionMs" = "sessionMs" + excluded."sessionMs", "listeners" = "listeners" + excluded."listeners", "endedListeners" = "endedListeners" + excluded."endedListeners", "listenerMinutes" = "listenerMinutes" + excluded."listenerMinutes", "activeListeners" = "activeListeners" + excluded."activeListeners";
END;

-- Day rows never change key; an update is a change of counts.
CREATE TRIGGER "OrganisationDay_month_update" AFTER UPDATE ON "OrganisationDay" BEGIN
  INSERT INTO "OrganisationMonth" ("organisationId", "month", "members", "salvations", "sessions", "endedSessions", "sessionMs", "listeners", "endedListeners", "listenerMinutes", "activeListeners")
    SELECT NEW."organisationId", substr(NEW."day", 1, 7), NEW."members" - OLD."members", NEW."salvations" - OLD."salvations", NEW."sessions" - OLD."sessions", NEW."endedSessions" - OLD."endedSessions", NEW."sessionMs" - OLD."sessionMs", NEW."listeners" - OLD."listeners", NEW."endedListeners" - OLD."endedListeners", NEW."listenerMinutes" - OLD."listenerMinutes", NEW."activeListeners" - OLD."activeListeners" WHERE true
    ON CONFLICT ("month", "organisationId") DO UPDATE SET "members" = "members" + excluded."members", "salvations" = "salvations" + excluded."salvations", "sessions" = "sessions" + excluded."sessions", "endedSessions" = "endedSessions" + excluded."endedSessions", "sessionMs" = "sessionMs" + excluded."sessionMs", "listeners" = "listeners" + excluded."listeners", "endedListeners" = "endedListeners" + excluded."endedListeners", "listenerMinutes" = "listenerMinutes" + excluded."listenerMinutes", "activeListeners" = "activeListeners" + excluded."activeListeners";
END;

CREATE TRIGGER "OrganisationDayCount_month_insert" AFTER INSERT ON "OrganisationDayCount" BEGIN
  INSERT INTO "OrganisationMonthCount" ("organisationId", "kind", "month", "value", "n")
    SELECT NEW."organisationId", NEW."kind", substr(NEW."day", 1, 7), NEW."value", NEW."n" WHERE true
    ON CONFLICT ("organisationId", "kind", "month", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "OrganisationDayCount_month_delete" AFTER DELETE ON "OrganisationDayCount" BEGIN
  INSERT INTO "OrganisationMonthCount" ("organisationId", "kind", "month", "value", "n")
    SELECT OLD."organisationId", OLD."kind", substr(OLD."day", 1, 7), OLD."value", -OLD."n" WHERE true
    ON CONFLICT ("organisationId", "kind", "month", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "OrganisationDayCount_month_update" AFTER UPDATE ON "OrganisationDayCount" BEGIN
  INSERT INTO "OrganisationMonthCount" ("organisationId", "kind", "month", "value", "n")
    SELECT NEW."organisationId", NEW."kind", substr(NEW."day", 1, 7), NEW."value", NEW."n" - OLD."n" WHERE true
    ON CONFLICT ("organisationId", "kind", "month", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;

-- What is already there.
INSERT INTO "OrganisationMonth" ("organisationId", "month", "members", "salvations", "sessions", "endedSessions", "sessionMs", "listeners", "endedListeners", "listenerMinutes", "activeListeners")
  SELECT "organisationId", substr("day", 1, 7), SUM("members"), SUM("salvations"), SUM("sessions"), SUM("endedSessions"), SUM("sessionMs"), SUM("listeners"), SUM("endedListeners"), SUM("listenerMinutes"), SUM("activeListeners") FROM "OrganisationDay" GROUP BY 1, 2;

INSERT INTO "OrganisationMonthCount" ("organisationId", "kind", "month", "value", "n")
  SELECT "organisationId", "kind", substr("day", 1, 7), "value", SUM("n") FROM "OrganisationDayCount" GROUP BY 1, 2, 3, 4;
