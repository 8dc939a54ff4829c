-- Lockouts per account and client address (issue 13): the old per-account rows carry on as the address ''.
ALTER TABLE "account_lockouts" DROP CONSTRAINT "account_lockouts_pkey";--> statement-breakpoint
ALTER TABLE "account_lockouts" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_lockouts" ADD CONSTRAINT "account_lockouts_user_id_source_pk" PRIMARY KEY("user_id","source");
