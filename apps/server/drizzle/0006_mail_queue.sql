CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivery_text" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
-- Hand-written: mail written before the queue was handled at once, and staff must not keep reading its one-time links.
UPDATE "mail_outbox" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "error" IS NOT NULL THEN 'failed' ELSE 'stored' END, "body_text" = regexp_replace("body_text", '([?&](token|verify)=)[A-Za-z0-9_-]+', '\1[redacted]', 'g');--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "password_reset_requests_created_at_idx" ON "password_reset_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('queued', 'sending', 'sent', 'stored', 'failed'));