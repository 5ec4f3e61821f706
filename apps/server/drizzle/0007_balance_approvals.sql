CREATE TABLE "balance_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" uuid NOT NULL,
	"request_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_approvals_status_check" CHECK ("balance_approvals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "balance_approvals_kind_check" CHECK ("balance_approvals"."kind" in ('player_credit', 'agent_funding')),
	CONSTRAINT "balance_approvals_amount_positive" CHECK ("balance_approvals"."amount_cents" > 0),
	CONSTRAINT "balance_approvals_decided_check" CHECK (("balance_approvals"."status" = 'pending') = ("balance_approvals"."decided_by" is null and "balance_approvals"."decided_at" is null)),
	CONSTRAINT "balance_approvals_four_eyes" CHECK ("balance_approvals"."decided_by" is null or "balance_approvals"."decided_by" <> "balance_approvals"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "balance_approvals" ADD CONSTRAINT "balance_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_approvals" ADD CONSTRAINT "balance_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_approvals" ADD CONSTRAINT "balance_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_approvals_request_unique" ON "balance_approvals" USING btree ("requested_by","request_id");--> statement-breakpoint
CREATE INDEX "balance_approvals_status_created_idx" ON "balance_approvals" USING btree ("status","created_at");