-- A file's bytes may live in an S3-protocol bucket (decision 089): the row then keeps no data and says so in storage;
-- every row that exists today keeps its bytes and is 'database'.
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "storage" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_bytes_somewhere" CHECK (("files"."storage" = 'database' AND "files"."data" IS NOT NULL) OR ("files"."storage" = 's3' AND "files"."data" IS NULL));
