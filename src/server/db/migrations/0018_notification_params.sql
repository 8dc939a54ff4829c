ALTER TABLE "notification_outbox" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Rows still waiting when the column arrives get the order number most milestone templates take (decision 044); a
-- supplement's amount or a correction's reference cannot be recovered, so those fail as "lacks its template parameter".
UPDATE "notification_outbox" SET "params" = jsonb_build_object('orderNo', "orders"."order_no") FROM "orders" WHERE "notification_outbox"."order_id" = "orders"."id" AND "notification_outbox"."status" = 'pending' AND "notification_outbox"."kind" <> 'correctionRequested';
