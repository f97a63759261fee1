DROP INDEX "exams_created_at_idx";--> statement-breakpoint
CREATE INDEX "exams_list_idx" ON "exams" USING btree ("created_at","id","status","school_id","class_id","creator_id","search_text");