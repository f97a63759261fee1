CREATE TABLE "scan_file_chunks" (
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "scan_file_chunks_file_id_position_pk" PRIMARY KEY("file_id","position")
);
--> statement-breakpoint
ALTER TABLE "scan_file_chunks" ADD CONSTRAINT "scan_file_chunks_file_id_scan_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."scan_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "scan_file_chunks" ("file_id", "position", "bytes") SELECT "id", 0, "bytes" FROM "scan_files" WHERE "bytes" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_files" DROP COLUMN "bytes";