ALTER TABLE "travel_agencies" ADD COLUMN "licence_no" text;--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "certified_from" text;--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "certified_until" text;--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "center_id" text;--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "max_applicants_per_order" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_role" text;
