CREATE TABLE "exam_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"selected_option_id" uuid,
	"text_answer" text,
	"revision" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"student_id" uuid,
	"class_id" uuid,
	"student_name" varchar(200) NOT NULL,
	"status" varchar(12) DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"finish_reason" varchar(10),
	"question_order" jsonb NOT NULL,
	"option_order" jsonb NOT NULL,
	"score" double precision,
	"max_score" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempts_status_check" CHECK (status in ('in_progress', 'submitted')),
	CONSTRAINT "exam_attempts_finish_reason_check" CHECK (finish_reason in ('student', 'deadline', 'closed')),
	CONSTRAINT "exam_attempts_extra_minutes_check" CHECK ("exam_attempts"."extra_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exam_applications" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_applications" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_application_id_exam_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."exam_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempts_application_id_idx" ON "exam_attempts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_open_deadline_idx" ON "exam_attempts" USING btree ("deadline_at") WHERE "exam_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_application_student_unique" ON "exam_attempts" USING btree ("application_id","student_id") WHERE "exam_attempts"."student_id" is not null;--> statement-breakpoint
ALTER TABLE "exam_applications" ADD CONSTRAINT "exam_applications_window_check" CHECK ("exam_applications"."ends_at" > "exam_applications"."starts_at");