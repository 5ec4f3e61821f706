CREATE TABLE "ticket_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"leg_index" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"market_id" text NOT NULL,
	"selection_id" text NOT NULL,
	"odds_milli" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"dead_heat_count" integer,
	CONSTRAINT "ticket_legs_status_check" CHECK ("ticket_legs"."status" in ('open', 'won', 'lost', 'void', 'dead_heat')),
	CONSTRAINT "ticket_legs_odds_check" CHECK ("ticket_legs"."odds_milli" > 1000),
	CONSTRAINT "ticket_legs_dead_heat_check" CHECK (("ticket_legs"."status" = 'dead_heat') = ("ticket_legs"."dead_heat_count" is not null))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"request_seq" integer NOT NULL,
	"bet_type" text NOT NULL,
	"status" text NOT NULL,
	"stake_cents" bigint NOT NULL,
	"potential_return_cents" bigint NOT NULL,
	"funding" text NOT NULL,
	"currency" text NOT NULL,
	"accept_odds_changes" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accept_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settled_return_cents" bigint,
	"reject_reason" text,
	"balance_after_cents" bigint NOT NULL,
	"bonus_balance_after_cents" bigint NOT NULL,
	CONSTRAINT "tickets_bet_type_check" CHECK ("tickets"."bet_type" in ('single', 'multi', 'system')),
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('pending', 'accepted', 'rejected', 'won', 'lost', 'void', 'cashed_out')),
	CONSTRAINT "tickets_funding_check" CHECK ("tickets"."funding" in ('cash', 'bonus')),
	CONSTRAINT "tickets_accept_odds_check" CHECK ("tickets"."accept_odds_changes" in ('none', 'higher', 'any')),
	CONSTRAINT "tickets_stake_positive" CHECK ("tickets"."stake_cents" > 0),
	CONSTRAINT "tickets_return_non_negative" CHECK ("tickets"."potential_return_cents" >= 0),
	CONSTRAINT "tickets_request_seq_non_negative" CHECK ("tickets"."request_seq" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_legs" ADD CONSTRAINT "ticket_legs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_legs" ADD CONSTRAINT "ticket_legs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_legs" ADD CONSTRAINT "ticket_legs_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_legs" ADD CONSTRAINT "ticket_legs_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_legs_ticket_leg_key" ON "ticket_legs" USING btree ("ticket_id","leg_index");--> statement-breakpoint
CREATE INDEX "ticket_legs_market_status_idx" ON "ticket_legs" USING btree ("market_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_user_request_key" ON "tickets" USING btree ("user_id","request_id","request_seq");--> statement-breakpoint
CREATE INDEX "tickets_user_placed_idx" ON "tickets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "tickets_pending_accept_idx" ON "tickets" USING btree ("accept_at") WHERE "tickets"."status" = 'pending';