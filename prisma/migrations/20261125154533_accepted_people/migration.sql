-- "Accepted Jesus" from aggregates (docs/decisions/018-aggregates.md, issue 18): the table groups
-- clicks per person, and distinct people do not add up over days. SalvationPerson keeps each
-- person's latest click per organisation and for every organisation together ("*"); its own
-- triggers count people per UTC day of that latest click into OrganisationDayCount (kind
-- "accepted", value ''), whose month triggers keep OrganisationMonthCount. For a range with no
-- click after its end, "people who clicked in the range" is then "people whose latest click is at
-- or after its start": a sum of day and month rows plus two cut ends, like active listeners.

-- CreateTable
CREATE TABLE "SalvationPerson" (
    "scope" TEXT NOT NULL,
    "person" TEXT NOT NULL,
    "lastAt" DATETIME NOT NULL,

    PRIMARY KEY ("scope", "person")
) WITHOUT ROWID;

-- CreateIndex
CREATE INDEX "SalvationPerson_scope_lastAt_person_idx" ON "SalvationPerson"("scope", "lastAt", "person");

-- CreateIndex
CREATE INDEX "Sermon_organisationId_status_startedAt_idx" ON "Sermon"("organisationId", "status", "startedAt");

-- A person's clicks, found by the same expression the table groups by (schema.prisma cannot say
-- this; `migrate diff` leaves expression indexes alone). The triggers below recompute a person's
-- latest click through it, and the table's page joins its twenty people to their clicks with it.
CREATE INDEX "Salvation_person_idx" ON "Salvation"(COALESCE("userId", "guestId", LOWER("email"), "name"), "organisationId", "createdAt");

-- What is already there, before the triggers exist (one set-wise pass, not a trigger per row).
INSERT INTO "SalvationPerson" ("scope", "person", "lastAt")
  SELECT "organisationId", COALESCE("userId", "guestId", LOWER("email"), "name"), MAX("createdAt") FROM "Salvation" GROUP BY 1, 2
  UNION ALL SELECT '*', COALESCE("userId", "guestId", LOWER("email"), "name"), MAX("createdAt") FROM "Salvation" GROUP BY 2;
INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
  SELECT "scope", 'accepted', date("lastAt"), '', COUNT(*) FROM "SalvationPerson" GROUP BY 1, 3;

-- A new click only moves a person's latest click forward.
CREATE TRIGGER "Salvation_person_insert" AFTER INSERT ON "Salvation" BEGIN
  INSERT INTO "SalvationPerson" ("scope", "person", "lastAt")
    SELECT s, COALESCE(NEW."userId", NEW."guestId", LOWER(NEW."email"), NEW."name"), NEW."createdAt"
    FROM (SELECT NEW."organisationId" AS s UNION ALL SELECT '*') WHERE true
    ON CONFLICT ("scope", "person") DO UPDATE SET "lastAt" = max("lastAt", excluded."lastAt");
END;

-- A click that goes (deleted, or its organisation cascaded) may have been the latest: the
-- person's rows in its scopes are recomputed from the clicks left.
CREATE TRIGGER "Salvation_person_delete" AFTER DELETE ON "Salvation" BEGIN
  DELETE FROM "SalvationPerson" WHERE "person" = COALESCE(OLD."userId", OLD."guestId", LOWER(OLD."email"), OLD."name")
    AND "scope" IN (OLD."organisationId", '*');
  INSERT INTO "SalvationPerson" ("scope", "person", "lastAt")
    SELECT "organisationId", COALESCE("userId", "guestId", LOWER("email"), "name"), MAX("createdAt") FROM "Salvation"
    WHERE COALESCE("userId", "guestId", LOWER("email"), "name") = COALESCE(OLD."userId", OLD."guestId", LOWER(OLD."email"), OLD."name")
      AND "organisationId" = OLD."organisationId" GROUP BY 1, 2
    UNION ALL SELECT '*', COALESCE("userId", "guestId", LOWER("email"), "name"), MAX("createdAt") FROM "Salvation"
    WHERE COALESCE("userId", "guestId", LOWER("email"), "name") = COALESCE(OLD."userId", OLD."guestId", LOWER(OLD."email"), OLD."name")
    GROUP BY 2;
END;

-- An update (anonymisation on an account's purge or deletion, a moved or re-dated click) is the
-- delete above for the old person, then the insert above for the new one.
CREATE TRIGGER "Salvation_person_update" AFTER UPDATE OF "userId", "guestId", "email", "name", "organisationId", "createdAt" ON "Salvation"
  WHEN COALESCE(OLD."userId", OLD."guestId", LOWER(OLD."email"), OLD."name") IS NOT COALESCE(NEW."userId", NEW."guestId", LOWER(NEW."email"), NEW."name")
    OR OLD."organisationId" IS NOT NEW."organisationId" OR OLD."createdAt" IS NOT NEW."createdAt" BEGIN
  DELETE FROM "SalvationPerson" WHERE "person" = COALESCE(OLD."userId", OLD."guestId", LOWER(OLD."email"), OLD."name")
    AND "scope" IN (OLD."organisationId", '*');
  INSERT INTO "SalvationPerson" ("scope", "person", "lastAt")
    SELECT "organisationId", COALESCE("userId", "guestId", LOWER("email"), "name"), MAX("createdAt") FROM "Salvation"
    WHERE COALESCE("userId", "guestId", LOWER("email"), "name") = COALESCE(OLD."userId", OLD."guestId", LOWER(OLD."email"), OLD."name")
      AND "organisationId" = OLD."organisationId" GROUP BY 1, 2
    UNION ALL SELECT '*', COALESCE("userId", "guestId", LOWER("email"), "name"), MAX("createdAt") FROM "Salvation"
    WHERE COALESCE("userId", "guestId", LOWER("email"), "name") = COALESCE(OLD."userId", OLD."guestId", LOWER(OLD."email"), OLD."name")
    GROUP BY 2;
  INSERT INTO "SalvationPerson" ("scope", "person", "lastAt")
    SELECT s, COALESCE(NEW."userId", NEW."guestId", LOWER(NEW."email"), NEW."name"), NEW."createdAt"
    FROM (SELECT NEW."organisationId" AS s UNION ALL SELECT '*') WHERE true
    ON CONFLICT ("scope", "person") DO UPDATE SET "lastAt" = max("lastAt", excluded."lastAt");
END;

-- SalvationPerson: people by the day of their latest click, as OrganisationListener gives
-- active listeners. Rows never change key; an update moves "latest" to another day.
CREATE TRIGGER "SalvationPerson_aggregate_insert" AFTER INSERT ON "SalvationPerson" BEGIN
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT NEW."scope", 'accepted', date(NEW."lastAt"), '', 1 WHERE true
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "SalvationPerson_aggregate_delete" AFTER DELETE ON "SalvationPerson" BEGIN
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT OLD."scope", 'accepted', date(OLD."lastAt"), '', -1 WHERE true
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;

CREATE TRIGGER "SalvationPerson_aggregate_update" AFTER UPDATE OF "scope", "lastAt" ON "SalvationPerson"
  WHEN OLD."scope" IS NOT NEW."scope" OR date(OLD."lastAt") IS NOT date(NEW."lastAt") BEGIN
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT OLD."scope", 'accepted', date(OLD."lastAt"), '', -1 WHERE true
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
  INSERT INTO "OrganisationDayCount" ("organisationId", "kind", "day", "value", "n")
    SELECT NEW."scope", 'accepted', date(NEW."lastAt"), '', 1 WHERE true
    ON CONFLICT ("organisationId", "kind", "day", "value") DO UPDATE SET "n" = "n" + excluded."n";
END;
