CREATE TABLE "scan_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" varchar(12) DEFAULT 'processing' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_batches_status_check" CHECK (status in ('processing', 'done', 'failed')),
	CONSTRAINT "scan_batches_progress_check" CHECK ("scan_batches"."processed" between 0 and "scan_batches"."total")
);
--> statement-breakpoint
CREATE TABLE "scan_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"kind" varchar(5) NOT NULL,
	"pages" integer NOT NULL,
	"first_page" integer NOT NULL,
	"bytes" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_files_kind_check" CHECK (kind in ('pdf', 'image'))
);
--> statement-breakpoint
CREATE TABLE "scan_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"message" text,
	"student_id" uuid,
	"version" integer,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_id" uuid,
	"attempt_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_sheets_status_check" CHECK (status in ('ok', 'review', 'unidentified', 'duplicate', 'unreadable'))
);
--> statement-breakpoint
ALTER TABLE "objects" DROP CONSTRAINT "objects_purpose_check";--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "source" varchar(6) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_batches" ADD CONSTRAINT "scan_batches_application_id_exam_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."exam_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_batches" ADD CONSTRAINT "scan_batches_created_by_id_auth_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_files" ADD CONSTRAINT "scan_files_batch_id_scan_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."scan_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_sheets" ADD CONSTRAINT "scan_sheets_batch_id_scan_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."scan_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_sheets" ADD CONSTRAINT "scan_sheets_application_id_exam_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."exam_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_sheets" ADD CONSTRAINT "scan_sheets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_sheets" ADD CONSTRAINT "scan_sheets_image_id_objects_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_sheets" ADD CONSTRAINT "scan_sheets_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_batches_application_id_idx" ON "scan_batches" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "scan_batches_processing_idx" ON "scan_batches" USING btree ("created_at") WHERE "scan_batches"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "scan_files_batch_position_unique" ON "scan_files" USING btree ("batch_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_sheets_batch_page_unique" ON "scan_sheets" USING btree ("batch_id","page");--> statement-breakpoint
CREATE INDEX "scan_sheets_application_id_idx" ON "scan_sheets" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "scan_sheets_student_id_idx" ON "scan_sheets" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_source_check" CHECK (source in ('online', 'paper'));--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_purpose_check" CHECK (purpose in ('profile-photo', 'logo', 'question-image', 'answer-sheet'));