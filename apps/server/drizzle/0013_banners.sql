CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"audience" text DEFAULT 'both' NOT NULL,
	"language" text DEFAULT 'all' NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image_key" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_audience_check" CHECK ("banners"."audience" in ('guest', 'player', 'both')),
	CONSTRAINT "banners_language_check" CHECK ("banners"."language" in ('all', 'en', 'es', 'hi')),
	CONSTRAINT "banners_dates_check" CHECK ("banners"."active_to" is null or "banners"."active_from" is null or "banners"."active_to" > "banners"."active_from")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_sort_idx" ON "banners" USING btree ("sort_order","created_at");