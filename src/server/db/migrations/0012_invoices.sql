CREATE TABLE "invoice_titles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_records" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_no" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"items" jsonb NOT NULL,
	"email" text,
	"status" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"lease_until" timestamp with time zone,
	"invoice_no" text,
	"failure" text,
	"mail_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD CONSTRAINT "invoice_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_order_idx" ON "invoice_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_records_user_idx" ON "invoice_records" USING btree ("user_id","created_at");
