CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"provider_payment_id" text,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('pending', 'completed', 'failed', 'rejected')),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_cents" > 0 and "deposits"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint NOT NULL,
	"fee_fixed_cents" bigint DEFAULT 0 NOT NULL,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_kind_check" CHECK ("payment_methods"."kind" in ('bank_transfer', 'card', 'upi', 'crypto')),
	CONSTRAINT "payment_methods_provider_check" CHECK ("payment_methods"."provider" in ('sandbox', 'manual')),
	CONSTRAINT "payment_methods_limits_check" CHECK ("payment_methods"."min_cents" > 0 and "payment_methods"."max_cents" >= "payment_methods"."min_cents"),
	CONSTRAINT "payment_methods_fee_check" CHECK ("payment_methods"."fee_fixed_cents" >= 0 and "payment_methods"."fee_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "responsible_gambling" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"day_limit_cents" bigint,
	"week_limit_cents" bigint,
	"month_limit_cents" bigint,
	"pending_limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_out_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_reference" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_cents" > "withdrawals"."fee_cents" and "withdrawals"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_non_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "debits_pending_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "credits_pending_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "phase" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "pending_key" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gambling" ADD CONSTRAINT "responsible_gambling_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_user_request_unique" ON "deposits" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_unique" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "deposits_user_created_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_created_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_name_unique" ON "payment_methods" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_merchant_reference_unique" ON "sandbox_payments" USING btree ("merchant_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_request_unique" ON "withdrawals" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_at_idx" ON "ledger_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_pending_key_unique" ON "ledger_transfers" USING btree ("pending_key") WHERE "ledger_transfers"."pending_key" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_pending_non_negative" CHECK ("ledger_accounts"."debits_pending_cents" >= 0 and "ledger_accounts"."credits_pending_cents" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind" not in ('cash', 'bonus', 'exchange_escrow', 'partner', 'agent') or "ledger_accounts"."balance_cents" - "ledger_accounts"."debits_pending_cents" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_phase_check" CHECK ("ledger_transfers"."phase" in ('posted', 'pending', 'post_pending', 'void_pending'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_key_iff_resolution" CHECK (("ledger_transfers"."phase" in ('post_pending', 'void_pending')) = ("ledger_transfers"."pending_key" is not null));