ALTER TABLE "centers" ADD COLUMN "directions" jsonb DEFAULT '{"zh":"","en":"","ko":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "slot_capacity" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "id_number" text;
