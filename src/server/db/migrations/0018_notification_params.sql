ALTER TABLE "notification_outbox" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Rows queued before the column existed still name their order: the number is what every milestone template needs.
UPDATE "notification_outbox" SET "params" = jsonb_build_object('orderNo', "orders"."order_no") FROM "orders" WHERE "notification_outbox"."order_id" = "orders"."id" AND "notification_outbox"."status" = 'pending';
