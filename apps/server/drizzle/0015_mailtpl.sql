CREATE TABLE "mail_templates" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_templates_key_language_pk" PRIMARY KEY("key","language"),
	CONSTRAINT "mail_templates_key_check" CHECK ("mail_templates"."key" in ('verifyEmail', 'resetPassword', 'passwordChanged', 'depositCredited', 'withdrawalPaid', 'withdrawalRejected', 'selfExclusionConfirmed', 'timeOutConfirmed', 'partnerPayout')),
	CONSTRAINT "mail_templates_language_check" CHECK ("mail_templates"."language" in ('en', 'es', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivery_html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es', 'hi'));