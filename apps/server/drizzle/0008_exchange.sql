CREATE TABLE "exchange_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sport_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"linked_event_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_events_status_check" CHECK ("exchange_events"."status" in ('upcoming', 'inplay', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "exchange_fills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"runner_id" uuid NOT NULL,
	"back_order_id" uuid NOT NULL,
	"lay_order_id" uuid NOT NULL,
	"back_user_id" uuid NOT NULL,
	"lay_user_id" uuid NOT NULL,
	"price_milli" integer NOT NULL,
	"stake_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_fills_stake_check" CHECK ("exchange_fills"."stake_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"in_play" boolean DEFAULT false NOT NULL,
	"book_seq" integer DEFAULT 0 NOT NULL,
	"matched_cents" bigint DEFAULT 0 NOT NULL,
	"linked_market_id" text,
	"result_version" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_markets_status_check" CHECK ("exchange_markets"."status" in ('open', 'suspended', 'closed', 'settled', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "exchange_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "exchange_orders_book_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"runner_id" uuid NOT NULL,
	"side" text NOT NULL,
	"price_milli" integer NOT NULL,
	"stake_cents" bigint NOT NULL,
	"matched_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled_cents" bigint DEFAULT 0 NOT NULL,
	"matched_price_sum" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"persistence" text DEFAULT 'lapse' NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_orders_side_check" CHECK ("exchange_orders"."side" in ('back', 'lay')),
	CONSTRAINT "exchange_orders_status_check" CHECK ("exchange_orders"."status" in ('open', 'matched', 'cancelled', 'lapsed')),
	CONSTRAINT "exchange_orders_persistence_check" CHECK ("exchange_orders"."persistence" in ('lapse', 'keep')),
	CONSTRAINT "exchange_orders_amounts_check" CHECK ("exchange_orders"."stake_cents" > 0 and "exchange_orders"."matched_cents" >= 0 and "exchange_orders"."cancelled_cents" >= 0 and "exchange_orders"."matched_cents" + "exchange_orders"."cancelled_cents" <= "exchange_orders"."stake_cents"),
	CONSTRAINT "exchange_orders_open_check" CHECK (("exchange_orders"."status" = 'open') = ("exchange_orders"."matched_cents" + "exchange_orders"."cancelled_cents" < "exchange_orders"."stake_cents"))
);
--> statement-breakpoint
CREATE TABLE "exchange_positions" (
	"market_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"escrow_cents" bigint DEFAULT 0 NOT NULL,
	"escrow_seq" integer DEFAULT 0 NOT NULL,
	"profit_cents" bigint,
	"commission_cents" bigint,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_positions_market_id_user_id_pk" PRIMARY KEY("market_id","user_id"),
	CONSTRAINT "exchange_positions_escrow_check" CHECK ("exchange_positions"."escrow_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_runners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"linked_selection_id" text,
	"last_traded_milli" integer,
	"traded_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"result" jsonb NOT NULL,
	"reason" text NOT NULL,
	"settled_by" uuid,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_events" ADD CONSTRAINT "exchange_events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_events" ADD CONSTRAINT "exchange_events_linked_event_id_events_id_fk" FOREIGN KEY ("linked_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_events" ADD CONSTRAINT "exchange_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_fills" ADD CONSTRAINT "exchange_fills_market_id_exchange_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."exchange_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_fills" ADD CONSTRAINT "exchange_fills_runner_id_exchange_runners_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."exchange_runners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_fills" ADD CONSTRAINT "exchange_fills_back_order_id_exchange_orders_id_fk" FOREIGN KEY ("back_order_id") REFERENCES "public"."exchange_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_fills" ADD CONSTRAINT "exchange_fills_lay_order_id_exchange_orders_id_fk" FOREIGN KEY ("lay_order_id") REFERENCES "public"."exchange_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_fills" ADD CONSTRAINT "exchange_fills_back_user_id_users_id_fk" FOREIGN KEY ("back_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_fills" ADD CONSTRAINT "exchange_fills_lay_user_id_users_id_fk" FOREIGN KEY ("lay_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_markets" ADD CONSTRAINT "exchange_markets_event_id_exchange_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."exchange_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_markets" ADD CONSTRAINT "exchange_markets_linked_market_id_markets_id_fk" FOREIGN KEY ("linked_market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_market_id_exchange_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."exchange_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_orders" ADD CONSTRAINT "exchange_orders_runner_id_exchange_runners_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."exchange_runners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_positions" ADD CONSTRAINT "exchange_positions_market_id_exchange_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."exchange_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_positions" ADD CONSTRAINT "exchange_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_runners" ADD CONSTRAINT "exchange_runners_market_id_exchange_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."exchange_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_runners" ADD CONSTRAINT "exchange_runners_linked_selection_id_selections_id_fk" FOREIGN KEY ("linked_selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_settlements" ADD CONSTRAINT "exchange_settlements_market_id_exchange_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."exchange_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_settlements" ADD CONSTRAINT "exchange_settlements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_events_linked_event_key" ON "exchange_events" USING btree ("linked_event_id") WHERE "exchange_events"."linked_event_id" is not null;--> statement-breakpoint
CREATE INDEX "exchange_events_status_start_idx" ON "exchange_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "exchange_fills_market_idx" ON "exchange_fills" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "exchange_fills_back_order_idx" ON "exchange_fills" USING btree ("back_order_id");--> statement-breakpoint
CREATE INDEX "exchange_fills_lay_order_idx" ON "exchange_fills" USING btree ("lay_order_id");--> statement-breakpoint
CREATE INDEX "exchange_fills_back_user_idx" ON "exchange_fills" USING btree ("back_user_id","market_id");--> statement-breakpoint
CREATE INDEX "exchange_fills_lay_user_idx" ON "exchange_fills" USING btree ("lay_user_id","market_id");--> statement-breakpoint
CREATE INDEX "exchange_markets_event_idx" ON "exchange_markets" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "exchange_markets_status_idx" ON "exchange_markets" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_orders_book_id_key" ON "exchange_orders" USING btree ("book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_orders_user_request_key" ON "exchange_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "exchange_orders_market_status_idx" ON "exchange_orders" USING btree ("market_id","status","book_id");--> statement-breakpoint
CREATE INDEX "exchange_orders_user_market_idx" ON "exchange_orders" USING btree ("user_id","market_id");--> statement-breakpoint
CREATE INDEX "exchange_orders_created_idx" ON "exchange_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exchange_positions_user_idx" ON "exchange_positions" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "exchange_runners_market_idx" ON "exchange_runners" USING btree ("market_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_settlements_market_version_key" ON "exchange_settlements" USING btree ("market_id","version");