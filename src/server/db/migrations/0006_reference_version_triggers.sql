-- Every statement that changes public reference data bumps reference_version, whoever runs it (a server process, a
-- seed, an operator's psql). Server processes compare it with their cache of public reads (src/server/http/
-- reference-cache.ts), so a change made through one process is served by every other within the cache's poll time.
INSERT INTO "reference_version" ("id", "value") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_reference_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_version" SET "value" = "value" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  reference_table text;
BEGIN
  FOREACH reference_table IN ARRAY ARRAY['config', 'consular_posts', 'jurisdictions', 'centers', 'regions', 'visa_types',
    'visa_products', 'permanent_categories', 'article_types', 'articles', 'calendar_days', 'calendar_years'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version()',
      reference_table || '_bumps_reference_version', reference_table);
  END LOOP;
END;
$$;
