-- Accent-insensitive Portuguese search (unaccent) backed by trigram indexes (pg_trgm).
-- drizzle-kit does not emit CREATE EXTENSION, so this migration does.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
