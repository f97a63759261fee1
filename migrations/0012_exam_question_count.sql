-- Every exam card shows how many questions the exam has: its own plus those linked from the bank.
-- Counting both tables for each card cost the list's query more than everything else it reads, so
-- the exam keeps the number and only the database writes it: rows added to or removed from either
-- table move it by their count (increments stay right when two people add questions to one exam
-- at once), a new exam starts at zero, and an UPDATE from anywhere else leaves it as it was.
ALTER TABLE "exams" ADD COLUMN "question_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "exams" SET "question_count" =
  (SELECT count(*) FROM "exam_questions" WHERE "exam_questions"."exam_id" = "exams"."id")
  + (SELECT count(*) FROM "exam_question_links" WHERE "exam_question_links"."exam_id" = "exams"."id");
--> statement-breakpoint
CREATE FUNCTION "exam_questions_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "exams" SET "question_count" = "exams"."question_count" + "added"."n"
  FROM (SELECT "exam_id", count(*) AS "n" FROM "added_rows" GROUP BY "exam_id") AS "added"
  WHERE "exams"."id" = "added"."exam_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "exam_questions_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- When the exam itself is being deleted (the rows go by cascade) there is nothing left to update.
  UPDATE "exams" SET "question_count" = "exams"."question_count" - "removed"."n"
  FROM (SELECT "exam_id", count(*) AS "n" FROM "removed_rows" GROUP BY "exam_id") AS "removed"
  WHERE "exams"."id" = "removed"."exam_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "exam_questions_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "exams" SET "question_count" = "question_count" - 1 WHERE "id" = OLD."exam_id";
  UPDATE "exams" SET "question_count" = "question_count" + 1 WHERE "id" = NEW."exam_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "exam_question_count_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."question_count" := 0;
  ELSIF pg_trigger_depth() = 1 THEN
    -- Not from the triggers above (they run one level deeper): a copied or edited row keeps the count.
    NEW."question_count" := OLD."question_count";
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "exam_questions_added" AFTER INSERT ON "exam_questions"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "exam_questions_added"();
--> statement-breakpoint
CREATE TRIGGER "exam_questions_removed" AFTER DELETE ON "exam_questions"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "exam_questions_removed"();
--> statement-breakpoint
CREATE TRIGGER "exam_questions_moved" AFTER UPDATE OF "exam_id" ON "exam_questions"
  FOR EACH ROW WHEN (OLD."exam_id" IS DISTINCT FROM NEW."exam_id") EXECUTE FUNCTION "exam_questions_moved"();
--> statement-breakpoint
CREATE TRIGGER "exam_question_links_added" AFTER INSERT ON "exam_question_links"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "exam_questions_added"();
--> statement-breakpoint
CREATE TRIGGER "exam_question_links_removed" AFTER DELETE ON "exam_question_links"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "exam_questions_removed"();
--> statement-breakpoint
CREATE TRIGGER "exam_question_links_moved" AFTER UPDATE OF "exam_id" ON "exam_question_links"
  FOR EACH ROW WHEN (OLD."exam_id" IS DISTINCT FROM NEW."exam_id") EXECUTE FUNCTION "exam_questions_moved"();
--> statement-breakpoint
CREATE TRIGGER "exams_question_count_kept" BEFORE INSERT OR UPDATE OF "question_count" ON "exams"
  FOR EACH ROW EXECUTE FUNCTION "exam_question_count_kept"();
