-- Before invoice_titles_one_default_idx can exist, a database may hold several defaults for one person (the race it
-- closes, issue 39 item 2). Keep the most recently made default; the others become ordinary titles.
UPDATE "invoice_titles" AS it SET "is_default" = false
WHERE it."is_default" AND EXISTS (
  SELECT 1 FROM "invoice_titles" AS newer
  WHERE newer."user_id" = it."user_id" AND newer."is_default"
    AND (newer."updated_at", newer."id") > (it."updated_at", it."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default_idx" ON "invoice_titles" USING btree ("user_id") WHERE is_default;
