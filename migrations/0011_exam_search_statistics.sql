-- The exam list decides per search whether to walk its date index (common words) or read the
-- trigram index (rare ones) from how many exams it expects to match. With the default sample
-- a rare phrase ("historia 9º": 32 of 20,000 exams) was taken for a common one and the walk read
-- 14,600 index entries for it, ten times the trigram path. A finer histogram tells them apart.
ALTER TABLE "exams" ALTER COLUMN "search_text" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "exams";
