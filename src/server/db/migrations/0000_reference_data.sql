CREATE TABLE "article_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_days" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "centers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"hotline" text NOT NULL,
	"filing_number" text NOT NULL,
	"consular_post_id" text NOT NULL,
	"qr_content" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consular_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"province_code" text PRIMARY KEY NOT NULL,
	"consular_post_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permanent_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"parent_code" text,
	"level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_runs_name_version_pk" PRIMARY KEY("name","version")
);
--> statement-breakpoint
CREATE TABLE "visa_products" (
	"id" text PRIMARY KEY NOT NULL,
	"visa_type_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"entries" text NOT NULL,
	"stay_days" integer NOT NULL,
	"validity_months" integer NOT NULL,
	"normal_working_days" integer NOT NULL,
	"urgent_working_days" integer NOT NULL,
	"visa_fee_usd" numeric(10, 2) NOT NULL,
	"urgent_available" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_types" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"purpose" text NOT NULL,
	"stay_tier" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_type_code_article_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."article_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centers" ADD CONSTRAINT "centers_consular_post_id_consular_posts_id_fk" FOREIGN KEY ("consular_post_id") REFERENCES "public"."consular_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurisdictions" ADD CONSTRAINT "jurisdictions_consular_post_id_consular_posts_id_fk" FOREIGN KEY ("consular_post_id") REFERENCES "public"."consular_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_products" ADD CONSTRAINT "visa_products_visa_type_id_visa_types_id_fk" FOREIGN KEY ("visa_type_id") REFERENCES "public"."visa_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_type_idx" ON "articles" USING btree ("type_code","published_at");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");