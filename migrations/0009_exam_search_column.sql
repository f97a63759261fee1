DROP INDEX "exams_search_idx";--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(title || ' ' || subject))) STORED;--> statement-breakpoint
CREATE INDEX "exams_search_idx" ON "exams" USING gin ("search_text" gin_trgm_ops);