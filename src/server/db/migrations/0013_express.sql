CREATE TABLE "waybills" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"direction" text NOT NULL,
	"group_index" integer NOT NULL,
	"apply_ids" jsonb NOT NULL,
	"express_no" text NOT NULL,
	"company" text NOT NULL,
	"phone" text NOT NULL,
	"stops" jsonb NOT NULL,
	"shifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waybills_express_no_unique" UNIQUE("express_no")
);
--> statement-breakpoint
ALTER TABLE "waybills" ADD CONSTRAINT "waybills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "waybills_order_direction_group_idx" ON "waybills" USING btree ("order_id","direction","group_index");
