ALTER TABLE "markets" ADD COLUMN "risk_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "settlement_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "settle_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stake_factor_bp" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
CREATE INDEX "ticket_legs_event_status_idx" ON "ticket_legs" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "tickets_status_placed_idx" ON "tickets" USING btree ("status","placed_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_settlement_seq_non_negative" CHECK ("tickets"."settlement_seq" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_stake_factor_bp_range" CHECK ("users"."stake_factor_bp" >= 0 and "users"."stake_factor_bp" <= 100000);