CREATE TABLE "partner_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_campaigns_code_key_lower" CHECK ("partner_campaigns"."code_key" = lower("partner_campaigns"."code"))
);
--> statement-breakpoint
CREATE TABLE "partner_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"ngr_cents" bigint NOT NULL,
	"carried_ngr_cents" bigint NOT NULL,
	"month_ngr_cents" bigint NOT NULL,
	"revenue_share_bp" integer NOT NULL,
	"commission_cents" bigint NOT NULL,
	"month_paid_cents" bigint NOT NULL,
	"other_currency_ngr" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_commissions_commission_non_negative" CHECK ("partner_commissions"."commission_cents" >= 0),
	CONSTRAINT "partner_commissions_carried_non_positive" CHECK ("partner_commissions"."carried_ngr_cents" <= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_referrals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_withdrawals_status_check" CHECK ("partner_withdrawals"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "partner_withdrawals_amount_positive" CHECK ("partner_withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"payout_method" text NOT NULL,
	"payout_details" text NOT NULL,
	"revenue_share_bp" integer,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_kind_check" CHECK ("partners"."kind" in ('company', 'person')),
	CONSTRAINT "partners_payout_method_check" CHECK ("partners"."payout_method" in ('bank_transfer', 'upi', 'crypto', 'other')),
	CONSTRAINT "partners_revenue_share_bp_range" CHECK ("partners"."revenue_share_bp" is null or ("partners"."revenue_share_bp" >= 0 and "partners"."revenue_share_bp" <= 10000))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "partner_campaigns" ADD CONSTRAINT "partner_campaigns_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_clicks" ADD CONSTRAINT "partner_clicks_campaign_id_partner_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."partner_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_campaign_id_partner_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."partner_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_withdrawals" ADD CONSTRAINT "partner_withdrawals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_withdrawals" ADD CONSTRAINT "partner_withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_campaigns_code_key_unique" ON "partner_campaigns" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "partner_campaigns_partner_idx" ON "partner_campaigns" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_clicks_daily_unique" ON "partner_clicks" USING btree ("campaign_id","day","visitor_key");--> statement-breakpoint
CREATE INDEX "partner_clicks_day_idx" ON "partner_clicks" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_commissions_partner_day_unique" ON "partner_commissions" USING btree ("partner_id","day");--> statement-breakpoint
CREATE INDEX "partner_commissions_day_idx" ON "partner_commissions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "partner_referrals_partner_idx" ON "partner_referrals" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_referrals_campaign_idx" ON "partner_referrals" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_withdrawals_request_unique" ON "partner_withdrawals" USING btree ("partner_id","request_id");--> statement-breakpoint
CREATE INDEX "partner_withdrawals_partner_created_idx" ON "partner_withdrawals" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_withdrawals_status_created_idx" ON "partner_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_user_unique" ON "partners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('player', 'admin', 'manager', 'support', 'finance', 'risk', 'agent', 'partner'));