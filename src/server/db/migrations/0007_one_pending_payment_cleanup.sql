-- Before payments_one_pending_idx (next migration) can exist, a database from before it may hold several pending
-- payments for one order and purpose (the double-charge race it closes). Keep the newest one pending; the older
-- ones are marked closed here, and a poll or the gateway's own expiry closes them at the gateway.
UPDATE "payments" AS p SET "status" = 'closed', "closed_at" = now()
WHERE p."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "payments" AS newer
  WHERE newer."order_id" = p."order_id" AND newer."purpose" = p."purpose" AND newer."status" = 'pending'
    AND (newer."created_at", newer."out_trade_no") > (p."created_at", p."out_trade_no")
);
