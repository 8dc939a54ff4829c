CREATE TABLE "incorrect_records" (
	"id" text PRIMARY KEY NOT NULL,
	"apply_id" text NOT NULL,
	"user_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"corrections" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"corrected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"outbox_id" text NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incorrect_records" ADD CONSTRAINT "incorrect_records_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incorrect_records" ADD CONSTRAINT "incorrect_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incorrect_records_apply_idx" ON "incorrect_records" USING btree ("apply_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incorrect_records_one_open_idx" ON "incorrect_records" USING btree ("apply_id") WHERE "incorrect_records"."status" = 'open';--> statement-breakpoint
CREATE INDEX "outbox_attachments_outbox_idx" ON "outbox_attachments" USING btree ("outbox_id","position");
