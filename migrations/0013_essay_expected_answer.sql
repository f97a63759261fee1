ALTER TABLE "exam_questions" ADD COLUMN "expected_answer" text;--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD COLUMN "expected_answer" text;