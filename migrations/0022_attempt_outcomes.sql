CREATE TABLE "attempt_outcomes" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"earned" double precision,
	CONSTRAINT "attempt_outcomes_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "attempt_outcomes_outcome_check" CHECK (outcome in ('correct', 'wrong', 'blank', 'pending', 'graded', 'annulled'))
);
--> statement-breakpoint
ALTER TABLE "attempt_outcomes" ADD CONSTRAINT "attempt_outcomes_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The attempts handed in before outcomes were stored, judged by the rule scoring applied then.
INSERT INTO "attempt_outcomes" ("attempt_id", "question_id", "outcome", "earned")
SELECT judged.attempt_id, judged.question_id, judged.outcome,
  CASE judged.outcome
    WHEN 'annulled' THEN judged.points
    WHEN 'correct' THEN judged.points
    WHEN 'graded' THEN judged.essay_score
    WHEN 'pending' THEN NULL
    ELSE 0
  END
FROM (
  SELECT asked.attempt_id, asked.question_id, questions.points, answer.essay_score,
    CASE
      WHEN annulled.question_id IS NOT NULL THEN 'annulled'
      WHEN questions.question_type = 'multiple_choice' THEN
        CASE
          WHEN answer.attempt_id IS NULL OR (answer.selected_option_id IS NULL AND coalesce(trim(answer.text_answer), '') = '') THEN 'blank'
          WHEN coalesce(own_option.is_correct, bank_option.is_correct, false) THEN 'correct'
          ELSE 'wrong'
        END
      WHEN answer.essay_score IS NOT NULL THEN 'graded'
      WHEN asked.source <> 'paper' AND (answer.attempt_id IS NULL OR (answer.selected_option_id IS NULL AND coalesce(trim(answer.text_answer), '') = '')) THEN 'blank'
      ELSE 'pending'
    END AS outcome
  FROM (
    SELECT a.id AS attempt_id, a.source, app.exam_id, q.question_id::uuid AS question_id
    FROM "exam_attempts" a
    JOIN "exam_applications" app ON app.id = a.application_id
    CROSS JOIN LATERAL jsonb_array_elements_text(a.question_order) AS q(question_id)
    WHERE a.status = 'submitted'
  ) asked
  JOIN (
    SELECT exam_id, id AS question_id, question_type, points FROM "exam_questions"
    UNION ALL
    SELECT link.exam_id, item.id, item.question_type, link.points
    FROM "exam_question_links" link JOIN "question_bank_items" item ON item.id = link.question_id
  ) questions ON questions.exam_id = asked.exam_id AND questions.question_id = asked.question_id
  LEFT JOIN "exam_answers" answer ON answer.attempt_id = asked.attempt_id AND answer.question_id = asked.question_id
  LEFT JOIN "question_options" own_option ON own_option.id = answer.selected_option_id AND own_option.question_id = questions.question_id
  LEFT JOIN "question_bank_options" bank_option ON bank_option.id = answer.selected_option_id AND bank_option.question_id = questions.question_id
  LEFT JOIN "exam_question_annulments" annulled ON annulled.exam_id = asked.exam_id AND annulled.question_id = asked.question_id
) judged
ON CONFLICT DO NOTHING;
