ALTER TABLE "attempt_outcomes" DROP CONSTRAINT "attempt_outcomes_outcome_check";--> statement-breakpoint
ALTER TABLE "exam_questions" DROP CONSTRAINT "exam_questions_type_check";--> statement-breakpoint
ALTER TABLE "question_bank_items" DROP CONSTRAINT "question_bank_items_type_check";--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "response" jsonb;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "answer_shapes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "answer_spec" jsonb;--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD COLUMN "answer_spec" jsonb;--> statement-breakpoint
ALTER TABLE "attempt_outcomes" ADD CONSTRAINT "attempt_outcomes_outcome_check" CHECK (outcome in ('correct', 'partial', 'wrong', 'blank', 'pending', 'graded', 'annulled'));--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_type_check" CHECK (question_type in ('multiple_choice', 'essay', 'multiple_response', 'true_false', 'right_wrong', 'summation', 'numeric', 'matching', 'ordering', 'short_answer'));--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD CONSTRAINT "question_bank_items_type_check" CHECK (question_type in ('multiple_choice', 'essay', 'multiple_response', 'true_false', 'right_wrong', 'summation', 'numeric', 'matching', 'ordering', 'short_answer'));--> statement-breakpoint
-- The bank's short answers kept their key as text: it becomes their one accepted answer (compared without case, accents and extra spaces).
UPDATE "question_bank_items"
SET "answer_spec" = jsonb_build_object(
  'accepted', jsonb_build_array(left(trim(regexp_replace(regexp_replace("correct_answer", '<[^>]+>', ' ', 'g'), '\s+', ' ', 'g')), 200)),
  'exact', false)
WHERE "question_type" = 'short_answer'
  AND trim(regexp_replace(coalesce("correct_answer", ''), '<[^>]+>', ' ', 'g')) <> '';--> statement-breakpoint
-- Whether a saved answer fits its question's shape (shared/questionTypes/shape.ts): it names only
-- parts the question has, an ordering names all of them, a sum stays within what the propositions
-- make. The shapes themselves (no repeats, booleans, whole sums) are checked before (response.ts).
CREATE FUNCTION answer_fits(response jsonb, shape jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(CASE shape->>'type'
    WHEN 'multiple_response' THEN
      jsonb_typeof(response->'selected') = 'array' AND (response->'selected') <@ (shape->'parts')
    WHEN 'true_false' THEN
      jsonb_typeof(response->'marks') = 'object'
      AND (SELECT coalesce(bool_and(shape->'parts' ? k), true) FROM jsonb_object_keys(response->'marks') AS k)
    WHEN 'right_wrong' THEN
      jsonb_typeof(response->'marks') = 'object'
      AND (SELECT coalesce(bool_and(shape->'parts' ? k), true) FROM jsonb_object_keys(response->'marks') AS k)
    WHEN 'summation' THEN
      jsonb_typeof(response->'sum') = 'number' AND (response->>'sum')::numeric BETWEEN 0 AND (shape->>'max')::numeric
    WHEN 'numeric' THEN
      jsonb_typeof(response->'value') = 'number'
    WHEN 'matching' THEN
      jsonb_typeof(response->'pairs') = 'object'
      AND (SELECT coalesce(bool_and(shape->'parts' ? p.key AND shape->'answers' ? p.value), true) FROM jsonb_each_text(response->'pairs') AS p)
    WHEN 'ordering' THEN
      jsonb_typeof(response->'order') = 'array' AND (response->'order') <@ (shape->'parts')
      AND jsonb_array_length(response->'order') IN (0, jsonb_array_length(shape->'parts'))
  END, false)
$$;
