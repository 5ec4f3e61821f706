DROP INDEX "ledger_accounts_system_kind_currency_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_kind_currency_shard_unique" ON "ledger_accounts" USING btree ("kind","currency","shard") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_check" CHECK ("ledger_accounts"."shard" >= 0 and ("ledger_accounts"."kind" = 'house' or "ledger_accounts"."shard" = 0));