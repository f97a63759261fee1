CREATE TABLE "exam_question_annulments" (
	"exam_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_question_annulments_exam_id_question_id_pk" PRIMARY KEY("exam_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "essay_score" double precision;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "graded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "exam_question_annulments" ADD CONSTRAINT "exam_question_annulments_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_annulments" ADD CONSTRAINT "exam_question_annulments_created_by_id_auth_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_graded_by_id_auth_users_id_fk" FOREIGN KEY ("graded_by_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_essay_score_check" CHECK (essay_score >= 0 and essay_score * 2 = floor(essay_score * 2));