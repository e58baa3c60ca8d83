CREATE TABLE "brand_risk_warnings" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"cfd_risk_warning" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ribbons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"texts" jsonb NOT NULL,
	"link_url" text,
	"style" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"client_id" uuid,
	"segment_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	CONSTRAINT "ribbons_style_check" CHECK ("ribbons"."style" in ('info','success','warning','danger','promo')),
	CONSTRAINT "ribbons_period_check" CHECK ("ribbons"."ends_at" > "ribbons"."starts_at"),
	CONSTRAINT "ribbons_link_check" CHECK ("ribbons"."link_url" is null or "ribbons"."link_url" like 'https://%'),
	CONSTRAINT "ribbons_target_check" CHECK (num_nonnulls("ribbons"."client_id", "ribbons"."segment_id") = 1),
	CONSTRAINT "ribbons_approved_check" CHECK (("ribbons"."approved_by" is null) = ("ribbons"."approved_at" is null)),
	CONSTRAINT "ribbons_second_person_check" CHECK ("ribbons"."approved_by" is null or ("ribbons"."approved_by" <> "ribbons"."created_by" and "ribbons"."approved_by" <> "ribbons"."updated_by"))
);
--> statement-breakpoint
ALTER TABLE "brand_risk_warnings" ADD CONSTRAINT "brand_risk_warnings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ribbons" ADD CONSTRAINT "ribbons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ribbons" ADD CONSTRAINT "ribbons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ribbons" ADD CONSTRAINT "ribbons_segment_id_client_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."client_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ribbons" ADD CONSTRAINT "ribbons_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ribbons" ADD CONSTRAINT "ribbons_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ribbons" ADD CONSTRAINT "ribbons_approved_by_staff_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ribbons_brand_client_idx" ON "ribbons" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "ribbons_brand_segment_idx" ON "ribbons" USING btree ("brand_id","segment_id");--> statement-breakpoint
CREATE INDEX "ribbons_brand_ends_idx" ON "ribbons" USING btree ("brand_id","ends_at");--> statement-breakpoint-- hand-written
-- Each brand's CFD risk warning (the wording regulators in the EU require on CFD promotions); every
-- promotional ribbon of the brand carries it.
INSERT INTO brand_risk_warnings (brand_id, cfd_risk_warning)
SELECT id, 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. '
  || 'You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.'
FROM brands
ON CONFLICT (brand_id) DO NOTHING;
