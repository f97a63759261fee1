ALTER TABLE "exams" ADD COLUMN "max_grade" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "grade_rounding" varchar(3) DEFAULT '0.1' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_max_grade_check" CHECK ("exams"."max_grade" in (10, 100));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_grade_rounding_check" CHECK (grade_rounding in ('0.1', '0.5', '1'));