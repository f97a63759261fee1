CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" varchar(80) NOT NULL,
	"action" varchar(40) NOT NULL,
	"entity_type" varchar(20) NOT NULL,
	"entity_id" uuid,
	"school_id" uuid,
	"summary" varchar(300) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_events_action_check" CHECK (action in ('answer_key_changed', 'question_annulled', 'question_annulment_undone', 'essay_graded', 'exam_deleted', 'application_deleted', 'student_deleted', 'user_deleted', 'student_data_exported', 'student_erased'))
);
--> statement-breakpoint
CREATE TABLE "school_memberships" (
	"user_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_memberships_user_id_school_id_pk" PRIMARY KEY("user_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "teaching_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"subject" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "shared_with_school" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD COLUMN "visibility" varchar(10) DEFAULT 'escola' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_memberships" ADD CONSTRAINT "school_memberships_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_memberships" ADD CONSTRAINT "school_memberships_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_assignments" ADD CONSTRAINT "teaching_assignments_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_assignments" ADD CONSTRAINT "teaching_assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_occurred_at_idx" ON "audit_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_school_id_idx" ON "audit_events" USING btree ("school_id","occurred_at");--> statement-breakpoint
CREATE INDEX "school_memberships_school_id_idx" ON "school_memberships" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_assignments_unique" ON "teaching_assignments" USING btree ("user_id","class_id","subject");--> statement-breakpoint
CREATE INDEX "teaching_assignments_class_id_idx" ON "teaching_assignments" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD CONSTRAINT "question_bank_items_visibility_check" CHECK (visibility in ('privada', 'escola', 'rede'));--> statement-breakpoint
-- Before schools scoped the bank every item was read by everyone: they keep that reach.
UPDATE "question_bank_items" SET "visibility" = 'rede';--> statement-breakpoint
-- Staff who already wrote exams belong to those exams' schools; the rest start "sem escola".
INSERT INTO "school_memberships" ("user_id", "school_id")
SELECT DISTINCT e."creator_id", e."school_id" FROM "exams" e JOIN "auth_users" u ON u."id" = e."creator_id" WHERE u."role" <> 'admin'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The audit log is append-only: nothing, the app included, may change or remove a row.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
