ALTER TABLE "exam_questions" ADD COLUMN "bncc_skill" varchar(200);--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD COLUMN "bncc_skill" varchar(200);