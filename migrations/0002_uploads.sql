CREATE TABLE "upload_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"object_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_tickets_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "upload_tickets_purpose_check" CHECK (purpose in ('profile-photo', 'logo', 'question-image'))
);
--> statement-breakpoint
ALTER TABLE "upload_tickets" ADD CONSTRAINT "upload_tickets_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tickets" ADD CONSTRAINT "upload_tickets_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_tickets_expires_at_idx" ON "upload_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "upload_tickets_object_id_idx" ON "upload_tickets" USING btree ("object_id");--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_purpose_check" CHECK (purpose in ('profile-photo', 'logo', 'question-image'));