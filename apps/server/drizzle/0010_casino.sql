CREATE TABLE "casino_games" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	"min_stake_cents" bigint NOT NULL,
	"max_stake_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_games_id_check" CHECK ("casino_games"."id" in ('video-slot', 'classic-slot', 'roulette', 'blackjack')),
	CONSTRAINT "casino_games_stakes_check" CHECK ("casino_games"."min_stake_cents" > 0 and "casino_games"."min_stake_cents" <= "casino_games"."max_stake_cents")
);
--> statement-breakpoint
CREATE TABLE "casino_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"request_id" text NOT NULL,
	"currency" text NOT NULL,
	"stake_cents" bigint NOT NULL,
	"payout_cents" bigint DEFAULT 0 NOT NULL,
	"seed_id" uuid NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"choices" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "casino_rounds_game_check" CHECK ("casino_rounds"."game" in ('video-slot', 'classic-slot', 'roulette', 'blackjack')),
	CONSTRAINT "casino_rounds_status_check" CHECK ("casino_rounds"."status" in ('open', 'settled')),
	CONSTRAINT "casino_rounds_amounts_check" CHECK ("casino_rounds"."stake_cents" > 0 and "casino_rounds"."payout_cents" >= 0),
	CONSTRAINT "casino_rounds_settled_check" CHECK (("casino_rounds"."status" = 'settled') = ("casino_rounds"."settled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "casino_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "casino_seeds_nonce_check" CHECK ("casino_seeds"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_seed_id_casino_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."casino_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_seeds" ADD CONSTRAINT "casino_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_user_request_key" ON "casino_rounds" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_seed_nonce_key" ON "casino_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_open_key" ON "casino_rounds" USING btree ("user_id") WHERE "casino_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "casino_rounds_user_created_idx" ON "casino_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "casino_rounds_settled_idx" ON "casino_rounds" USING btree ("settled_at","game");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_seeds_active_key" ON "casino_seeds" USING btree ("user_id") WHERE "casino_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "casino_seeds_user_revealed_idx" ON "casino_seeds" USING btree ("user_id","revealed_at");