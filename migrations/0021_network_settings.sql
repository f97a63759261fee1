CREATE TABLE "network_settings" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_settings" ADD CONSTRAINT "network_settings_updated_by_id_auth_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;