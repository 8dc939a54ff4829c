ALTER TABLE "applies" ADD COLUMN "applicant_key" text;--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "applicant_name" text;--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "relation" text;--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "province_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "applies_draft_applicant_idx" ON "applies" USING btree ("draft_id","applicant_key");