CREATE TABLE "paper_assignments" (
	"application_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"print_size" varchar(12) DEFAULT 'normal' NOT NULL,
	"high_contrast" boolean DEFAULT false NOT NULL,
	"sheet_code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_assignments_application_id_student_id_pk" PRIMARY KEY("application_id","student_id"),
	CONSTRAINT "paper_assignments_sheet_code_unique" UNIQUE("sheet_code"),
	CONSTRAINT "paper_assignments_version_check" CHECK ("paper_assignments"."version" between 0 and 3),
	CONSTRAINT "paper_assignments_print_size_check" CHECK (print_size in ('normal', 'large', 'extra_large'))
);
--> statement-breakpoint
ALTER TABLE "exam_applications" ADD COLUMN "mode" varchar(6) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_applications" ADD COLUMN "versions" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_applications" ADD COLUMN "version_seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_applications" ADD COLUMN "print_date" date;--> statement-breakpoint
ALTER TABLE "exam_applications" ADD COLUMN "generic_sheet_code" varchar(16);--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "teacher_name" varchar(200);--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "show_teacher" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "show_score_boxes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "show_instructions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "instructions" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "essay_lines" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "print_date" date;--> statement-breakpoint
ALTER TABLE "paper_assignments" ADD CONSTRAINT "paper_assignments_application_id_exam_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."exam_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_assignments" ADD CONSTRAINT "paper_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_assignments_student_id_idx" ON "paper_assignments" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "exam_applications" ADD CONSTRAINT "exam_applications_generic_sheet_code_unique" UNIQUE("generic_sheet_code");--> statement-breakpoint
ALTER TABLE "exam_applications" ADD CONSTRAINT "exam_applications_mode_check" CHECK (mode in ('online', 'paper'));--> statement-breakpoint
ALTER TABLE "exam_applications" ADD CONSTRAINT "exam_applications_versions_check" CHECK ("exam_applications"."versions" between 1 and 4);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_essay_lines_check" CHECK ("exams"."essay_lines" is null or "exams"."essay_lines" between 1 and 40);