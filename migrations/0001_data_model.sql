CREATE TABLE "associations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"union_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"school_id" uuid NOT NULL,
	"grade_level_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_year_check" CHECK (year >= 2020)
);
--> statement-breakpoint
CREATE TABLE "exam_application_classes" (
	"application_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	CONSTRAINT "exam_application_classes_application_id_class_id_pk" PRIMARY KEY("application_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "exam_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"status" varchar(12) DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"show_score" boolean DEFAULT false NOT NULL,
	"allow_anonymous" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_applications_status_check" CHECK (status in ('scheduled', 'open', 'closed')),
	CONSTRAINT "exam_applications_duration_check" CHECK ("exam_applications"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_question_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"question_order" integer DEFAULT 1 NOT NULL,
	"points" double precision DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_question_links_points_check" CHECK (points >= 0 and points * 2 = floor(points * 2))
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"question_type" varchar(20) DEFAULT 'essay' NOT NULL,
	"question_text" text NOT NULL,
	"question_order" integer DEFAULT 1 NOT NULL,
	"points" double precision DEFAULT 1 NOT NULL,
	"descriptor" varchar(200) DEFAULT '' NOT NULL,
	"descriptor_saeb" varchar(200),
	"descriptor_paeb" varchar(200),
	"image_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_questions_type_check" CHECK (question_type in ('multiple_choice', 'essay')),
	CONSTRAINT "exam_questions_points_check" CHECK (points >= 0 and points * 2 = floor(points * 2))
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"subject" varchar(80) NOT NULL,
	"description" text,
	"school_id" uuid NOT NULL,
	"grade_level_id" uuid NOT NULL,
	"class_id" uuid,
	"creator_id" uuid NOT NULL,
	"difficulty_level" varchar(10) DEFAULT 'medium' NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"is_printable" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"exam_code" varchar(12) NOT NULL,
	"application_start" timestamp with time zone,
	"application_end" timestamp with time zone,
	"show_logo" boolean DEFAULT true NOT NULL,
	"show_school_name" boolean DEFAULT true NOT NULL,
	"show_student_name" boolean DEFAULT true NOT NULL,
	"show_grade" boolean DEFAULT true NOT NULL,
	"show_class" boolean DEFAULT true NOT NULL,
	"show_exam_code" boolean DEFAULT true NOT NULL,
	"show_date" boolean DEFAULT true NOT NULL,
	"school_logo" varchar(500),
	"school_name" varchar(200),
	"student_name" varchar(200),
	"student_grade" varchar(80),
	"student_class" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_exam_code_unique" UNIQUE("exam_code"),
	CONSTRAINT "exams_difficulty_level_check" CHECK (difficulty_level in ('easy', 'medium', 'hard')),
	CONSTRAINT "exams_status_check" CHECK (status in ('draft', 'published', 'active', 'completed')),
	CONSTRAINT "exams_application_window_check" CHECK ("exams"."application_end" is null or "exams"."application_start" is null or "exams"."application_end" >= "exams"."application_start")
);
--> statement-breakpoint
CREATE TABLE "grade_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"category" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_levels_category_check" CHECK (category in ('Ensino Fundamental I', 'Ensino Fundamental II', 'Ensino Médio'))
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"email" varchar(120) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_email_ip_pk" PRIMARY KEY("email","ip")
);
--> statement-breakpoint
CREATE TABLE "objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"purpose" varchar(30) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"visibility" varchar(10) DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objects_visibility_check" CHECK (visibility in ('private', 'public')),
	CONSTRAINT "objects_size_check" CHECK ("objects"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "question_bank_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"question_text" text NOT NULL,
	"question_type" varchar(20) DEFAULT 'multiple_choice' NOT NULL,
	"subject" varchar(80) NOT NULL,
	"grade_level_id" uuid NOT NULL,
	"difficulty_level" varchar(10) DEFAULT 'medium' NOT NULL,
	"points" double precision DEFAULT 1 NOT NULL,
	"descriptor" varchar(200) DEFAULT '' NOT NULL,
	"descriptor_saeb" varchar(200),
	"descriptor_paeb" varchar(200),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"correct_answer" text,
	"explanation" text,
	"image_url" varchar(500),
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_bank_items_type_check" CHECK (question_type in ('multiple_choice', 'essay', 'short_answer')),
	CONSTRAINT "question_bank_items_difficulty_check" CHECK (difficulty_level in ('easy', 'medium', 'hard')),
	CONSTRAINT "question_bank_items_points_check" CHECK (points >= 0 and points * 2 = floor(points * 2))
);
--> statement-breakpoint
CREATE TABLE "question_bank_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"option_text" text NOT NULL,
	"option_letter" varchar(1) NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"is_distractor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_bank_options_letter_check" CHECK (option_letter in ('A', 'B', 'C', 'D', 'E'))
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"option_text" text NOT NULL,
	"option_letter" varchar(1) NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"is_distractor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_options_letter_check" CHECK (option_letter in ('A', 'B', 'C', 'D', 'E'))
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"association_id" uuid NOT NULL,
	"address" varchar(300),
	"phone" varchar(40),
	"email" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "unions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(80) NOT NULL,
	"email" varchar(120) NOT NULL,
	"password_hash" varchar(128) NOT NULL,
	"role" varchar(20) DEFAULT 'professor' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"profile_photo_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_role_check" CHECK (role in ('professor', 'coordenador', 'diretor', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_application_classes" ADD CONSTRAINT "exam_application_classes_application_id_exam_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."exam_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_application_classes" ADD CONSTRAINT "exam_application_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_applications" ADD CONSTRAINT "exam_applications_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_applications" ADD CONSTRAINT "exam_applications_created_by_id_auth_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."auth_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_links" ADD CONSTRAINT "exam_question_links_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_links" ADD CONSTRAINT "exam_question_links_question_id_question_bank_items_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question_bank_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD CONSTRAINT "question_bank_items_grade_level_id_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."grade_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD CONSTRAINT "question_bank_items_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_options" ADD CONSTRAINT "question_bank_options_question_id_question_bank_items_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question_bank_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "associations_union_id_idx" ON "associations" USING btree ("union_id");--> statement-breakpoint
CREATE INDEX "classes_school_id_idx" ON "classes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "classes_grade_level_id_idx" ON "classes" USING btree ("grade_level_id");--> statement-breakpoint
CREATE INDEX "exam_application_classes_class_id_idx" ON "exam_application_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "exam_applications_exam_id_idx" ON "exam_applications" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_applications_status_idx" ON "exam_applications" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_question_links_exam_question_unique" ON "exam_question_links" USING btree ("exam_id","question_id");--> statement-breakpoint
CREATE INDEX "exam_question_links_question_id_idx" ON "exam_question_links" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "exam_questions_exam_id_order_idx" ON "exam_questions" USING btree ("exam_id","question_order");--> statement-breakpoint
CREATE INDEX "exams_creator_id_idx" ON "exams" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "exams_school_id_idx" ON "exams" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "exams_class_id_idx" ON "exams" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "exams_grade_level_id_idx" ON "exams" USING btree ("grade_level_id");--> statement-breakpoint
CREATE INDEX "exams_status_idx" ON "exams" USING btree ("status");--> statement-breakpoint
CREATE INDEX "exams_created_at_idx" ON "exams" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "grade_levels_category_idx" ON "grade_levels" USING btree ("category");--> statement-breakpoint
CREATE INDEX "objects_owner_id_idx" ON "objects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "question_bank_items_subject_idx" ON "question_bank_items" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "question_bank_items_grade_level_id_idx" ON "question_bank_items" USING btree ("grade_level_id");--> statement-breakpoint
CREATE INDEX "question_bank_items_difficulty_idx" ON "question_bank_items" USING btree ("difficulty_level");--> statement-breakpoint
CREATE INDEX "question_bank_items_type_idx" ON "question_bank_items" USING btree ("question_type");--> statement-breakpoint
CREATE INDEX "question_bank_items_creator_id_idx" ON "question_bank_items" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "question_bank_items_created_at_idx" ON "question_bank_items" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_bank_options_question_letter_unique" ON "question_bank_options" USING btree ("question_id","option_letter");--> statement-breakpoint
CREATE UNIQUE INDEX "question_options_question_letter_unique" ON "question_options" USING btree ("question_id","option_letter");--> statement-breakpoint
CREATE INDEX "schools_association_id_idx" ON "schools" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_users_email_unique" ON "auth_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "auth_users_username_unique" ON "auth_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "auth_users_role_idx" ON "auth_users" USING btree ("role");