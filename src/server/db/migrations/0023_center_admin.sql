CREATE TABLE "center_closures" (
	"id" text PRIMARY KEY NOT NULL,
	"center_id" text NOT NULL,
	"date" text NOT NULL,
	"from_time" text,
	"until_time" text,
	"reason" jsonb NOT NULL,
	"notified" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_agency_centers" (
	"agency_id" text NOT NULL,
	"center_id" text NOT NULL,
	CONSTRAINT "travel_agency_centers_agency_id_center_id_pk" PRIMARY KEY("agency_id","center_id")
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_agencies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "language" text DEFAULT 'zh' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "center_closures" ADD CONSTRAINT "center_closures_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_agency_centers" ADD CONSTRAINT "travel_agency_centers_agency_id_travel_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."travel_agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_agency_centers" ADD CONSTRAINT "travel_agency_centers_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "center_closures_center_date_idx" ON "center_closures" USING btree ("center_id","date");--> statement-breakpoint
CREATE INDEX "travel_agency_centers_center_idx" ON "travel_agency_centers" USING btree ("center_id");--> statement-breakpoint
-- An agency's one center becomes the first of its centers (decision 096); a center id that names no center is dropped.
INSERT INTO "travel_agency_centers" ("agency_id", "center_id")
  SELECT "id", "center_id" FROM "travel_agencies" WHERE "center_id" IN (SELECT "id" FROM "centers");--> statement-breakpoint
ALTER TABLE "travel_agencies" DROP COLUMN "center_id";