-- Saved list views (issue #31, decision 085): a list's columns, sort, search and filters under a name, the
-- owner's or shared with the owner's team ('staff', 'customer:<id>', 'carrier:<id>'); and the page a person
-- chooses as home (the orders list by default, spec 1 §2, or the dispatcher's board).
CREATE TABLE "saved_views" (
	"saved_view_id" serial PRIMARY KEY NOT NULL,
	"owner_identity_id" integer NOT NULL,
	"team_key" text NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"state" jsonb NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_name_ck" CHECK (length("saved_views"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_identity_id_user_identities_identity_id_fk" FOREIGN KEY ("owner_identity_id") REFERENCES "public"."user_identities"("identity_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "saved_views_owner_idx" ON "saved_views" USING btree ("owner_identity_id","list_key");
--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("team_key","list_key") WHERE "saved_views"."shared";
--> statement-breakpoint
CREATE TABLE "user_home_pages" (
	"system_user_id" integer PRIMARY KEY NOT NULL,
	"home_page" text NOT NULL,
	CONSTRAINT "user_home_pages_page_ck" CHECK ("user_home_pages"."home_page" in ('orders', 'board'))
);
--> statement-breakpoint
ALTER TABLE "user_home_pages" ADD CONSTRAINT "user_home_pages_system_user_id_system_users_system_user_id_fk" FOREIGN KEY ("system_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE cascade ON UPDATE no action;
