-- Dashboard aggregates (docs/decisions/018-aggregates.md): every dashboard figure per
-- organisation per UTC day, kept by SQLite triggers so every writer (web app, room webhooks,
-- seed, purge, test builders, hand-written SQL) keeps them right without knowing they exist.
-- Local days of any zone are whole UTC days plus raw rows for the cut ends (the reader's job).

-- CreateTable
CREATE TABLE "OrganisationDay" (
    "organisationId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "members" INTEGER NOT NULL DEFAULT 0,
    "salvations" INTEGER NOT NULL DEFAULT 0,
    "sessions" INTEGER NOT NULL DEFAULT 0,
    "endedSessions" INTEGER NOT NULL DEFAULT 0,
    "sessionMs" INTEGER NOT NULL DEFAULT 0,
    "listeners" INTEGER NOT NULL DEFAULT 0,
    "endedListeners" INTEGER NOT NULL DEFAULT 0,
    "listenerMinutes" REAL NOT NULL DEFAULT 0,
    "activeListeners" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("day", "organisationId")
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "OrganisationDayCount" (
    "organisationId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("organisationId", "kind", "day", "value")
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "OrganisationCount" (
    "organisationId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("organisationId", "kind")
) WITHOUT ROWID;

-- CreateIndex
CREATE INDEX "OrganisationDay_organisationId_day_idx" ON "OrganisationDay"("organisationId", "day");

-- Each trigger adds a row's share (NEW, +) or takes it away (OLD, −); an update does both, so a
-- move between days, organisations or answers is exact. "organisationId" '' holds members
-- without an organisation; '*' in OrganisationDayCount is every organisation together.

-- User: new members per day (and their answers), people per kind.
CREATE TRIGGER "User_aggregate_insert" AFTER INSERT ON "User" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "members")
    SELECT COALESCE(NEW."organisationId", ''), date(NEW."createdAt"), (1) WHERE NEW."userType" = 4
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "members" = "members" + excluded."members";
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT o, k, d, v, 1 FROM (SELECT COALESCE(NEW."organisationId", '') AS o, 'faith' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."faithLevel", '') AS v
      UNION ALL SELECT COALESCE(NEW."organisationId", '') AS o, 'referral' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."referralSource", '') AS v
      UNION ALL SELECT COALESCE(NEW."organisationId", '') AS o, 'primary' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."primaryLanguage", '') AS v
      UNION ALL SELECT '*' AS o, 'faith' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."faithLevel", '') AS v
      UNION ALL SELECT '*' AS o, 'referral' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."referralSource", '') AS v
      UNION ALL SELECT '*' AS o, 'primary' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."primaryLanguage", '') AS v) WHERE NEW."userType" = 4
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
  INSERT INTO "OrganisationCount" ("organisationId", "kind", "n") SELECT COALESCE(NEW."organisationId", ''), 'user' || NEW."userType", 1 WHERE true
    ON CONFLICT ("organisationId", "kind") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "User_aggregate_delete" AFTER DELETE ON "User" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "members")
    SELECT COALESCE(OLD."organisationId", ''), date(OLD."createdAt"), -(1) WHERE OLD."userType" = 4
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "members" = "members" + excluded."members";
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT o, k, d, v, -1 FROM (SELECT COALESCE(OLD."organisationId", '') AS o, 'faith' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."faithLevel", '') AS v
      UNION ALL SELECT COALESCE(OLD."organisationId", '') AS o, 'referral' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."referralSource", '') AS v
      UNION ALL SELECT COALESCE(OLD."organisationId", '') AS o, 'primary' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."primaryLanguage", '') AS v
      UNION ALL SELECT '*' AS o, 'faith' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."faithLevel", '') AS v
      UNION ALL SELECT '*' AS o, 'referral' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."referralSource", '') AS v
      UNION ALL SELECT '*' AS o, 'primary' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."primaryLanguage", '') AS v) WHERE OLD."userType" = 4
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
  INSERT INTO "OrganisationCount" ("organisationId", "kind", "n") SELECT COALESCE(OLD."organisationId", ''), 'user' || OLD."userType", -1 WHERE true
    ON CONFLICT ("organisationId", "kind") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "User_aggregate_update" AFTER UPDATE OF "userType", "organisationId", "createdAt", "faithLevel", "referralSource", "primaryLanguage" ON "User"
  WHEN OLD."userType" IS NOT NEW."userType" OR OLD."organisationId" IS NOT NEW."organisationId" OR OLD."createdAt" IS NOT NEW."createdAt" OR OLD."faithLevel" IS NOT NEW."faithLevel" OR OLD."referralSource" IS NOT NEW."referralSource" OR OLD."primaryLanguage" IS NOT NEW."primaryLanguage" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "members")
    SELECT COALESCE(OLD."organisationId", ''), date(OLD."createdAt"), -(1) WHERE OLD."userType" = 4
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "members" = "members" + excluded."members";
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT o, k, d, v, -1 FROM (SELECT COALESCE(OLD."organisationId", '') AS o, 'faith' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."faithLevel", '') AS v
      UNION ALL SELECT COALESCE(OLD."organisationId", '') AS o, 'referral' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."referralSource", '') AS v
      UNION ALL SELECT COALESCE(OLD."organisationId", '') AS o, 'primary' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."primaryLanguage", '') AS v
      UNION ALL SELECT '*' AS o, 'faith' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."faithLevel", '') AS v
      UNION ALL SELECT '*' AS o, 'referral' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."referralSource", '') AS v
      UNION ALL SELECT '*' AS o, 'primary' AS k, date(OLD."createdAt") AS d, COALESCE(OLD."primaryLanguage", '') AS v) WHERE OLD."userType" = 4
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
  INSERT INTO "OrganisationCount" ("organisationId", "kind", "n") SELECT COALESCE(OLD."organisationId", ''), 'user' || OLD."userType", -1 WHERE true
    ON CONFLICT ("organisationId", "kind") DO UPDATE SET "n" = "n" + excluded."n";
  INSERT INTO "OrganisationDay" ("organisationId", "day", "members")
    SELECT COALESCE(NEW."organisationId", ''), date(NEW."createdAt"), (1) WHERE NEW."userType" = 4
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "members" = "members" + excluded."members";
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT o, k, d, v, 1 FROM (SELECT COALESCE(NEW."organisationId", '') AS o, 'faith' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."faithLevel", '') AS v
      UNION ALL SELECT COALESCE(NEW."organisationId", '') AS o, 'referral' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."referralSource", '') AS v
      UNION ALL SELECT COALESCE(NEW."organisationId", '') AS o, 'primary' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."primaryLanguage", '') AS v
      UNION ALL SELECT '*' AS o, 'faith' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."faithLevel", '') AS v
      UNION ALL SELECT '*' AS o, 'referral' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."referralSource", '') AS v
      UNION ALL SELECT '*' AS o, 'primary' AS k, date(NEW."createdAt") AS d, COALESCE(NEW."primaryLanguage", '') AS v) WHERE NEW."userType" = 4
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
  INSERT INTO "OrganisationCount" ("organisationId", "kind", "n") SELECT COALESCE(NEW."organisationId", ''), 'user' || NEW."userType", 1 WHERE true
    ON CONFLICT ("organisationId", "kind") DO UPDATE SET "n" = "n" + excluded."n";
END;

-- Salvation: clicks per day.
CREATE TRIGGER "Salvation_aggregate_insert" AFTER INSERT ON "Salvation" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "salvations")
    SELECT NEW."organisationId", date(NEW."createdAt"), (1) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "salvations" = "salvations" + excluded."salvations";
END;

CREATE TRIGGER "Salvation_aggregate_delete" AFTER DELETE ON "Salvation" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "salvations")
    SELECT OLD."organisationId", date(OLD."createdAt"), -(1) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "salvations" = "salvations" + excluded."salvations";
END;

CREATE TRIGGER "Salvation_aggregate_update" AFTER UPDATE OF "organisationId", "createdAt" ON "Salvation"
  WHEN OLD."organisationId" IS NOT NEW."organisationId" OR OLD."createdAt" IS NOT NEW."createdAt" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "salvations")
    SELECT OLD."organisationId", date(OLD."createdAt"), -(1) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "salvations" = "salvations" + excluded."salvations";
  INSERT INTO "OrganisationDay" ("organisationId", "day", "salvations")
    SELECT NEW."organisationId", date(NEW."createdAt"), (1) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "salvations" = "salvations" + excluded."salvations";
END;

-- Sermon: sessions started per day, those that ended and their length; sessions in all.
CREATE TRIGGER "Sermon_aggregate_insert" AFTER INSERT ON "Sermon" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "sessions", "endedSessions", "sessionMs")
    SELECT NEW."organisationId", date(NEW."startedAt"), (1), (NEW."endedAt" IS NOT NULL), (CASE WHEN NEW."endedAt" IS NULL THEN 0 ELSE CAST(round((julianday(NEW."endedAt") - julianday(NEW."startedAt")) * 86400000) AS INTEGER) END) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "sessions" = "sessions" + excluded."sessions", "endedSessions" = "endedSessions" + excluded."endedSessions", "sessionMs" = "sessionMs" + excluded."sessionMs";
  INSERT INTO "OrganisationCount" ("organisationId", "kind", "n") SELECT NEW."organisationId", 'sermons', 1 WHERE true
    ON CONFLICT ("organisationId", "kind") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "Sermon_aggregate_delete" AFTER DELETE ON "Sermon" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "sessions", "endedSessions", "sessionMs")
    SELECT OLD."organisationId", date(OLD."startedAt"), -(1), -(OLD."endedAt" IS NOT NULL), -(CASE WHEN OLD."endedAt" IS NULL THEN 0 ELSE CAST(round((julianday(OLD."endedAt") - julianday(OLD."startedAt")) * 86400000) AS INTEGER) END) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "sessions" = "sessions" + excluded."sessions", "endedSessions" = "endedSessions" + excluded."endedSessions", "sessionMs" = "sessionMs" + excluded."sessionMs";
  INSERT INTO "OrganisationCount" ("organisationId", "kind", "n") SELECT OLD."organisationId", 'sermons', -1 WHERE true
    ON CONFLICT ("organisationId", "kind") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "Sermon_aggregate_update" AFTER UPDATE OF "organisationId", "startedAt", "endedAt" ON "Sermon"
  WHEN OLD."organisationId" IS NOT NEW."organisationId" OR OLD."startedAt" IS NOT NEW."startedAt" OR OLD."endedAt" IS NOT NEW."endedAt" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "sessions", "endedSessions", "sessionMs")
    SELECT OLD."organisationId", date(OLD."startedAt"), -(1), -(OLD."endedAt" IS NOT NULL), -(CASE WHEN OLD."endedAt" IS NULL THEN 0 ELSE CAST(round((julianday(OLD."endedAt") - julianday(OLD."startedAt")) * 86400000) AS INTEGER) END) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "sessions" = "sessions" + excluded."sessions", "endedSessions" = "endedSessions" + excluded."endedSessions", "sessionMs" = "sessionMs" + excluded."sessionMs";
  INSERT INTO "OrganisationCount" ("organisationId", "kind", "n") SELECT OLD."organisationId", 'sermons', -1 WHERE true
    ON CONFLICT ("organisationId", "kind") DO UPDATE SET "n" = "n" + excluded."n";
  INSERT INTO "OrganisationDay" ("organisationId", "day", "sessions", "endedSessions", "sessionMs")
    SELECT NEW."organisationId", date(NEW."startedAt"), (1), (NEW."endedAt" IS NOT NULL), (CASE WHEN NEW."endedAt" IS NULL THEN 0 ELSE CAST(round((julianday(NEW."endedAt") - julianday(NEW."startedAt")) * 86400000) AS INTEGER) END) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "sessions" = "sessions" + excluded."sessions", "endedSessions" = "endedSessions" + excluded."endedSessions", "sessionMs" = "sessionMs" + excluded."sessionMs";
  INSERT INTO "OrganisationCount" ("organisationId", "kind", "n") SELECT NEW."organisationId", 'sermons', 1 WHERE true
    ON CONFLICT ("organisationId", "kind") DO UPDATE SET "n" = "n" + excluded."n";
END;

-- SermonLanguageStat (itself kept from ListenerSession by 007's triggers): listeners per day and language.
CREATE TRIGGER "SermonLanguageStat_aggregate_insert" AFTER INSERT ON "SermonLanguageStat" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "listeners", "endedListeners", "listenerMinutes")
    SELECT NEW."organisationId", date(NEW."startedAt"), (NEW."listeners"), (NEW."endedListeners"), (NEW."minutes") WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "listeners" = "listeners" + excluded."listeners", "endedListeners" = "endedListeners" + excluded."endedListeners", "listenerMinutes" = "listenerMinutes" + excluded."listenerMinutes";
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT NEW."organisationId", 'language', date(NEW."startedAt"), NEW."language", NEW."listeners" WHERE true
    UNION ALL SELECT '*', 'countryLanguage', date(NEW."startedAt"), COALESCE(o."country", '') || char(9) || NEW."language", NEW."listeners"
      FROM "Organisation" o WHERE o."id" = NEW."organisationId"
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "SermonLanguageStat_aggregate_delete" AFTER DELETE ON "SermonLanguageStat" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "listeners", "endedListeners", "listenerMinutes")
    SELECT OLD."organisationId", date(OLD."startedAt"), -(OLD."listeners"), -(OLD."endedListeners"), -(OLD."minutes") WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "listeners" = "listeners" + excluded."listeners", "endedListeners" = "endedListeners" + excluded."endedListeners", "listenerMinutes" = "listenerMinutes" + excluded."listenerMinutes";
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT OLD."organisationId", 'language', date(OLD."startedAt"), OLD."language", -OLD."listeners" WHERE true
    UNION ALL SELECT '*', 'countryLanguage', date(OLD."startedAt"), COALESCE(o."country", '') || char(9) || OLD."language", -OLD."listeners"
      FROM "Organisation" o WHERE o."id" = OLD."organisationId"
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "SermonLanguageStat_aggregate_update" AFTER UPDATE OF "organisationId", "startedAt", "language", "listeners", "endedListeners", "minutes" ON "SermonLanguageStat"
  WHEN OLD."organisationId" IS NOT NEW."organisationId" OR OLD."startedAt" IS NOT NEW."startedAt" OR OLD."language" IS NOT NEW."language" OR OLD."listeners" IS NOT NEW."listeners" OR OLD."endedListeners" IS NOT NEW."endedListeners" OR OLD."minutes" IS NOT NEW."minutes" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "listeners", "endedListeners", "listenerMinutes")
    SELECT OLD."organisationId", date(OLD."startedAt"), -(OLD."listeners"), -(OLD."endedListeners"), -(OLD."minutes") WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "listeners" = "listeners" + excluded."listeners", "endedListeners" = "endedListeners" + excluded."endedListeners", "listenerMinutes" = "listenerMinutes" + excluded."listenerMinutes";
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT OLD."organisationId", 'language', date(OLD."startedAt"), OLD."language", -OLD."listeners" WHERE true
    UNION ALL SELECT '*', 'countryLanguage', date(OLD."startedAt"), COALESCE(o."country", '') || char(9) || OLD."language", -OLD."listeners"
      FROM "Organisation" o WHERE o."id" = OLD."organisationId"
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
  INSERT INTO "OrganisationDay" ("organisationId", "day", "listeners", "endedListeners", "listenerMinutes")
    SELECT NEW."organisationId", date(NEW."startedAt"), (NEW."listeners"), (NEW."endedListeners"), (NEW."minutes") WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "listeners" = "listeners" + excluded."listeners", "endedListeners" = "endedListeners" + excluded."endedListeners", "listenerMinutes" = "listenerMinutes" + excluded."listenerMinutes";
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT NEW."organisationId", 'language', date(NEW."startedAt"), NEW."language", NEW."listeners" WHERE true
    UNION ALL SELECT '*', 'countryLanguage', date(NEW."startedAt"), COALESCE(o."country", '') || char(9) || NEW."language", NEW."listeners"
      FROM "Organisation" o WHERE o."id" = NEW."organisationId"
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;

-- OrganisationListener (kept by 007's triggers): people by the day they last listened.
CREATE TRIGGER "OrganisationListener_aggregate_insert" AFTER INSERT ON "OrganisationListener" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "activeListeners")
    SELECT NEW."organisationId", date(NEW."lastListenedAt"), (1) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "activeListeners" = "activeListeners" + excluded."activeListeners";
END;

CREATE TRIGGER "OrganisationListener_aggregate_delete" AFTER DELETE ON "OrganisationListener" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "activeListeners")
    SELECT OLD."organisationId", date(OLD."lastListenedAt"), -(1) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "activeListeners" = "activeListeners" + excluded."activeListeners";
END;

CREATE TRIGGER "OrganisationListener_aggregate_update" AFTER UPDATE OF "organisationId", "lastListenedAt" ON "OrganisationListener"
  WHEN OLD."organisationId" IS NOT NEW."organisationId" OR OLD."lastListenedAt" IS NOT NEW."lastListenedAt" BEGIN
  INSERT INTO "OrganisationDay" ("organisationId", "day", "activeListeners")
    SELECT OLD."organisationId", date(OLD."lastListenedAt"), -(1) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "activeListeners" = "activeListeners" + excluded."activeListeners";
  INSERT INTO "OrganisationDay" ("organisationId", "day", "activeListeners")
    SELECT NEW."organisationId", date(NEW."lastListenedAt"), (1) WHERE true
    ON CONFLICT ("day", "organisationId") DO UPDATE SET "activeListeners" = "activeListeners" + excluded."activeListeners";
END;

-- An organisation that moves country moves its listeners' languages with it.
CREATE TRIGGER "Organisation_aggregate_country" AFTER UPDATE OF "country" ON "Organisation"
  WHEN OLD."country" IS NOT NEW."country" BEGIN
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT * FROM (
      SELECT '*', 'countryLanguage', "day", COALESCE(OLD."country", '') || char(9) || "value", -"n" FROM "OrganisationDayCount"
        WHERE "organisationId" = NEW."id" AND "kind" = 'language'
      UNION ALL
      SELECT '*', 'countryLanguage', "day", COALESCE(NEW."country", '') || char(9) || "value", "n" FROM "OrganisationDayCount"
        WHERE "organisationId" = NEW."id" AND "kind" = 'language')
    WHERE true
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;

-- What is already there (the same statements as `npm run db:rebuild-aggregates`).
INSERT INTO "OrganisationDay" ("organisationId", "day", "members", "salvations", "sessions", "endedSessions", "sessionMs", "listeners", "endedListeners", "listenerMinutes", "activeListeners")
  SELECT o, d, SUM(a), SUM(b), SUM(c), SUM(e), SUM(f), SUM(g), SUM(h), SUM(i), SUM(j) FROM (
    SELECT COALESCE("organisationId", '') AS o, date("createdAt") AS d, COUNT(*) AS a, 0 AS b, 0 AS c, 0 AS e, 0 AS f, 0 AS g, 0 AS h, 0.0 AS i, 0 AS j FROM "User" WHERE "userType" = 4 GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("createdAt"), 0, COUNT(*), 0, 0, 0, 0, 0, 0.0, 0 FROM "Salvation" GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("startedAt"), 0, 0, COUNT(*), COUNT("endedAt"),
      COALESCE(SUM(CASE WHEN "endedAt" IS NULL THEN 0 ELSE CAST(round((julianday("endedAt") - julianday("startedAt")) * 86400000) AS INTEGER) END), 0), 0, 0, 0.0, 0 FROM "Sermon" GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("startedAt"), 0, 0, 0, 0, 0, SUM("listeners"), SUM("endedListeners"), SUM("minutes"), 0 FROM "SermonLanguageStat" GROUP BY 1, 2
    UNION ALL SELECT "organisationId", date("lastListenedAt"), 0, 0, 0, 0, 0, 0, 0, 0.0, COUNT(*) FROM "OrganisationListener" GROUP BY 1, 2
  ) GROUP BY o, d;

INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
  SELECT o, k, d, v, SUM(n) FROM (
    SELECT COALESCE("organisationId", '') AS o, 'faith' AS k, date("createdAt") AS d, COALESCE("faithLevel", '') AS v, COUNT(*) AS n FROM "User" WHERE "userType" = 4 GROUP BY 1, 3, 4
    UNION ALL SELECT COALESCE("organisationId", ''), 'referral', date("createdAt"), COALESCE("referralSource", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 1, 3, 4
    UNION ALL SELECT COALESCE("organisationId", ''), 'primary', date("createdAt"), COALESCE("primaryLanguage", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 1, 3, 4
    UNION ALL SELECT '*', 'faith', date("createdAt"), COALESCE("faithLevel", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 3, 4
    UNION ALL SELECT '*', 'referral', date("createdAt"), COALESCE("referralSource", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 3, 4
    UNION ALL SELECT '*', 'primary', date("createdAt"), COALESCE("primaryLanguage", ''), COUNT(*) FROM "User" WHERE "userType" = 4 GROUP BY 3, 4
    UNION ALL SELECT "organisationId", 'language', date("startedAt"), "language", SUM("listeners") FROM "SermonLanguageStat" GROUP BY 1, 3, 4
    UNION ALL SELECT '*', 'countryLanguage', date(t."startedAt"), COALESCE(g."country", '') || char(9) || t."language", SUM(t."listeners")
      FROM "SermonLanguageStat" t JOIN "Organisation" g ON g."id" = t."organisationId" GROUP BY 3, 4
  ) GROUP BY o, k, d, v;

INSERT INTO "OrganisationCount" ("organisationId", "kind", "n")
  SELECT COALESCE("organisationId", ''), 'user' || "userType", COUNT(*) FROM "User" GROUP BY 1, 2
  UNION ALL SELECT "organisationId", 'sermons', COUNT(*) FROM "Sermon" GROUP BY 1;
