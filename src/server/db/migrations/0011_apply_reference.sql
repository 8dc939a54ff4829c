CREATE SEQUENCE "public"."apply_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
ALTER TABLE "applies" ADD COLUMN "reference" text DEFAULT 'A' || nextval('apply_reference_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_reference_unique" UNIQUE("reference");