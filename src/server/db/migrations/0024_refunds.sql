CREATE TABLE "refunds" (
	"out_refund_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" jsonb NOT NULL,
	"cause" text NOT NULL,
	"status" text NOT NULL,
	"gateway_state" text,
	"gateway_refund_no" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"requested_by" text,
	"request_id" text,
	"requested_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"out_refund_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"gateway" text NOT NULL,
	"state" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"refund_no" text NOT NULL,
	"notify_url" text,
	"fail" text,
	"late" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "reversal" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "reversal_no" text;--> statement-breakpoint
ALTER TABLE "invoice_records" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_out_trade_no_payments_out_trade_no_fk" FOREIGN KEY ("out_trade_no") REFERENCES "public"."payments"("out_trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."next_attempt_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_idx" ON "refunds" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_duplicate_idx" ON "refunds" USING btree ("out_trade_no") WHERE "refunds"."cause" = 'duplicate';--> statement-breakpoint
CREATE INDEX "sandbox_refunds_trade_idx" ON "sandbox_refunds" USING btree ("out_trade_no");