CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"modified_by_user_id" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"report_subscription_id" serial PRIMARY KEY NOT NULL,
	"system_customer_id" integer,
	"custom_email" text,
	"order_customer_id" integer,
	"is_on_sunday" boolean DEFAULT false NOT NULL,
	"is_on_monday" boolean DEFAULT false NOT NULL,
	"is_on_tuesday" boolean DEFAULT false NOT NULL,
	"is_on_wednesday" boolean DEFAULT false NOT NULL,
	"is_on_thursday" boolean DEFAULT false NOT NULL,
	"is_on_friday" boolean DEFAULT false NOT NULL,
	"is_on_saturday" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"system_user_id" integer NOT NULL,
	"identity_id" integer,
	"apply_role_permissions" boolean DEFAULT true NOT NULL,
	"permission_codes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"client_address" text,
	"user_agent" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"sign_in_failure_id" serial PRIMARY KEY NOT NULL,
	"throttle_key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_roles" (
	"system_role_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"permission_codes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_user_requests" (
	"system_user_request_id" serial PRIMARY KEY NOT NULL,
	"email_address" text NOT NULL,
	"first_name" text NOT NULL,
	"lastname" text NOT NULL,
	"company_name" text NOT NULL,
	"phone" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"additional_info" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_user_role_assignments" (
	"system_user_id" integer NOT NULL,
	"system_role_id" integer NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_user_role_assignments_system_user_id_system_role_id_pk" PRIMARY KEY("system_user_id","system_role_id")
);
--> statement-breakpoint
CREATE TABLE "system_users" (
	"system_user_id" serial PRIMARY KEY NOT NULL,
	"email_address" text,
	"username" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"time_zone_offset_minutes" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_invisible" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean,
	"password_hash" text,
	"password_reset_hash" text,
	"password_reset_mode" text,
	"date_password_reset_hash_expire" timestamp with time zone,
	"date_last_login" timestamp with time zone,
	"date_password_reminded" timestamp with time zone,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_users_reset_mode_ck" CHECK ("system_users"."password_reset_mode" in ('create', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"identity_id" serial PRIMARY KEY NOT NULL,
	"system_user_id" integer NOT NULL,
	"identity_type" text NOT NULL,
	"hash" text NOT NULL,
	"identity_name" text,
	"role_name" text,
	"order_customer_id" integer,
	"carrier_id" integer,
	"scan_to_pick_role" text,
	"permission_codes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"device_token" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_type_ck" CHECK ("user_identities"."identity_type" in ('admin', 'customer', 'carrier', 'employee', 'scanToPick'))
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"carrier_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" integer,
	"insurance_exempt" boolean DEFAULT false NOT NULL,
	"insurance_provider" text,
	"insurance_provider_contact" text,
	"insurance_cargo_coverage" numeric(12, 2),
	"insurance_expiration_date" timestamp with time zone,
	"address" text,
	"address2" text,
	"city" text,
	"ref_country_state_id" integer,
	"ref_country_id" integer,
	"zip_code" text,
	"note" text,
	"us_dot_number" text,
	"mc_number" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"operating_zones_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_changelogs" (
	"load_changelog_id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"system_user_id" integer,
	"action_type" integer NOT NULL,
	"bulleted_changes" jsonb,
	"created_by" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_changelogs_action_ck" CHECK ("load_changelogs"."action_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "order_changelogs" (
	"order_changelog_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"system_user_id" integer,
	"action_type" integer NOT NULL,
	"bulleted_changes" jsonb,
	"created_by" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_changelogs_action_ck" CHECK ("order_changelogs"."action_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"contact_id" serial PRIMARY KEY NOT NULL,
	"order_customer_id" integer,
	"location_id" integer,
	"carrier_id" integer,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"title" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_one_owner_ck" CHECK (num_nonnulls("contacts"."order_customer_id", "contacts"."location_id", "contacts"."carrier_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "order_customers" (
	"order_customer_id" serial PRIMARY KEY NOT NULL,
	"order_customer_name" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"zip_code" text,
	"ref_country_state_id" integer,
	"ref_country_id" integer,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_last_assigned" timestamp with time zone,
	"added_by_user_id" integer,
	"modified_by_user_id" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_customers_status_ck" CHECK ("order_customers"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"load_id" integer,
	"carrier_id" integer,
	"order_customer_id" integer,
	"name" text NOT NULL,
	"type" text,
	"path" text NOT NULL,
	"size" bigint NOT NULL,
	"description" text,
	"document_type" text,
	"added_by_user_id" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_one_owner_ck" CHECK (num_nonnulls("files"."order_id", "files"."load_id", "files"."carrier_id", "files"."order_customer_id") = 1),
	CONSTRAINT "files_size_ck" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "load_stop_orders" (
	"load_stop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"is_consolidation" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_stop_orders_load_stop_id_order_id_pk" PRIMARY KEY("load_stop_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "load_stops" (
	"load_stop_id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"ref_load_stop_type_id" integer NOT NULL,
	"stop_sequence" integer NOT NULL,
	"picked_up_or_delivered" boolean DEFAULT false NOT NULL,
	"picked_up_delivery_date" timestamp with time zone,
	"stop_directions" text,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone,
	"has_appointment" boolean DEFAULT false NOT NULL,
	"carrier_makes_appointment" boolean DEFAULT false NOT NULL,
	"scheduled_with_description" text,
	"stop_has_issue" boolean DEFAULT false NOT NULL,
	"issue_description" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_stops_type_ck" CHECK ("load_stops"."ref_load_stop_type_id" in (1, 2)),
	CONSTRAINT "load_stops_sequence_ck" CHECK ("load_stops"."stop_sequence" >= 0),
	CONSTRAINT "load_stops_window_ck" CHECK ("load_stops"."from_date" is null or "load_stops"."to_date" is null or "load_stops"."from_date" <= "load_stops"."to_date")
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"load_id" serial PRIMARY KEY NOT NULL,
	"ref_load_type_id" integer,
	"ref_load_status_id" integer DEFAULT 1 NOT NULL,
	"ref_load_designation_id" integer,
	"ref_load_trailer_type_id" integer,
	"carrier_id" integer,
	"origin_location_id" integer,
	"current_location_id" integer,
	"destination_location_id" integer,
	"trailer_number" text,
	"carrier_note" text,
	"miles" integer,
	"is_all_day" boolean DEFAULT false NOT NULL,
	"revenue" numeric(12, 2),
	"show_revenue_on_load_summary" boolean DEFAULT false NOT NULL,
	"carrier_paid" boolean DEFAULT false NOT NULL,
	"carrier_rate" numeric(12, 2),
	"carrier_accessory_charge" numeric(12, 2),
	"carrier_accessory_charge_description" text,
	"carrier_paid_check_number" text,
	"carrier_paid_invoice_number" text,
	"carrier_paid_amount" numeric(12, 2),
	"carrier_paid_note" text,
	"carrier_paid_date" timestamp with time zone,
	"carrier_paid_by_user_id" integer,
	"ignore_status_updates" boolean DEFAULT false NOT NULL,
	"estimated_shipping_date" timestamp with time zone,
	"added_by_user_id" integer,
	"modified_by_user_id" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loads_status_ck" CHECK ("loads"."ref_load_status_id" in (1, 2, 3, 4, 5, 6, 70)),
	CONSTRAINT "loads_type_ck" CHECK ("loads"."ref_load_type_id" in (0, 1)),
	CONSTRAINT "loads_trailer_type_ck" CHECK ("loads"."ref_load_trailer_type_id" in (1, 2)),
	CONSTRAINT "loads_miles_ck" CHECK ("loads"."miles" between 0 and 999999)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"location_id" serial PRIMARY KEY NOT NULL,
	"related_order_customer_id" integer,
	"ref_country_id" integer,
	"ref_state_id" integer,
	"name" text NOT NULL,
	"address" text,
	"address2" text,
	"city" text,
	"zip_code" text,
	"location_directions" text,
	"is_nwd_warehouse" boolean DEFAULT false NOT NULL,
	"ignored_by_warehouse_pickups_report" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_last_assigned" timestamp with time zone,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"note_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"order_customer_id" integer,
	"location_id" integer,
	"load_id" integer,
	"note_content" text NOT NULL,
	"created_by_user_id" integer,
	"modified_by_user_id" integer,
	"created_by" text,
	"modified_by" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_one_owner_ck" CHECK (num_nonnulls("notes"."order_id", "notes"."order_customer_id", "notes"."location_id", "notes"."load_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"order_group_id" serial PRIMARY KEY NOT NULL,
	"added_by_user_id" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_group_id" integer,
	"order_customer_id" integer,
	"ref_order_status_id" integer DEFAULT 200 NOT NULL,
	"ref_order_type_id" integer,
	"warehouse_id" integer,
	"source_location_id" integer,
	"destination_location_id" integer,
	"current_location_id" integer,
	"next_location_id" integer,
	"pick_location_id" integer,
	"added_by_user_id" integer,
	"modified_by_user_id" integer,
	"picked_by_user_id" integer,
	"placed_by_customer_user_id" integer,
	"delivering_carrier_id" integer,
	"po_number" text,
	"producer_name" text,
	"bol" text,
	"special" text,
	"quantity" integer,
	"case_equivalent" numeric(12, 2),
	"number_of_bottles" integer,
	"unit_type" integer DEFAULT 2 NOT NULL,
	"is_picked" boolean DEFAULT false NOT NULL,
	"revenue" numeric(12, 2),
	"cons" text,
	"ignore_status_updates" boolean DEFAULT false NOT NULL,
	"migration_error" text,
	"date_picked" timestamp with time zone,
	"date_pick_by" timestamp with time zone,
	"date_placed" timestamp with time zone,
	"date_ready_by" timestamp with time zone,
	"date_needed_by" timestamp with time zone,
	"date_ship_by" timestamp with time zone,
	"date_estimated_ship_by" timestamp with time zone,
	"date_shipped" timestamp with time zone,
	"date_delivered" timestamp with time zone,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."ref_order_status_id" in (100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650)),
	CONSTRAINT "orders_type_ck" CHECK ("orders"."ref_order_type_id" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23)),
	CONSTRAINT "orders_unit_type_ck" CHECK ("orders"."unit_type" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)),
	CONSTRAINT "orders_quantity_ck" CHECK ("orders"."quantity" between 0 and 999999),
	CONSTRAINT "orders_revenue_ck" CHECK ("orders"."revenue" between 0 and 999999)
);
--> statement-breakpoint
CREATE TABLE "ref_countries" (
	"ref_country_id" integer PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_load_designations" (
	"ref_load_designation_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_states" (
	"ref_state_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"ref_country_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_customers" (
	"ams_storage_customer_id" integer PRIMARY KEY NOT NULL,
	"comp_name" text,
	"addr1" text,
	"city" text,
	"state_code" text,
	"zip_code" text,
	"phone_number" text
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_modified_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_system_customer_id_user_identities_identity_id_fk" FOREIGN KEY ("system_customer_id") REFERENCES "public"."user_identities"("identity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_order_customer_id_order_customers_order_customer_id_fk" FOREIGN KEY ("order_customer_id") REFERENCES "public"."order_customers"("order_customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_system_user_id_system_users_system_user_id_fk" FOREIGN KEY ("system_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_identity_id_user_identities_identity_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."user_identities"("identity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_user_role_assignments" ADD CONSTRAINT "system_user_role_assignments_system_user_id_system_users_system_user_id_fk" FOREIGN KEY ("system_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_user_role_assignments" ADD CONSTRAINT "system_user_role_assignments_system_role_id_system_roles_system_role_id_fk" FOREIGN KEY ("system_role_id") REFERENCES "public"."system_roles"("system_role_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_system_user_id_system_users_system_user_id_fk" FOREIGN KEY ("system_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_order_customer_id_order_customers_order_customer_id_fk" FOREIGN KEY ("order_customer_id") REFERENCES "public"."order_customers"("order_customer_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_carrier_id_carriers_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("carrier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_ref_country_state_id_ref_states_ref_state_id_fk" FOREIGN KEY ("ref_country_state_id") REFERENCES "public"."ref_states"("ref_state_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_ref_country_id_ref_countries_ref_country_id_fk" FOREIGN KEY ("ref_country_id") REFERENCES "public"."ref_countries"("ref_country_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_changelogs" ADD CONSTRAINT "load_changelogs_load_id_loads_load_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("load_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_changelogs" ADD CONSTRAINT "load_changelogs_system_user_id_system_users_system_user_id_fk" FOREIGN KEY ("system_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changelogs" ADD CONSTRAINT "order_changelogs_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changelogs" ADD CONSTRAINT "order_changelogs_system_user_id_system_users_system_user_id_fk" FOREIGN KEY ("system_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_order_customer_id_order_customers_order_customer_id_fk" FOREIGN KEY ("order_customer_id") REFERENCES "public"."order_customers"("order_customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_carrier_id_carriers_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("carrier_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customers" ADD CONSTRAINT "order_customers_ref_country_state_id_ref_states_ref_state_id_fk" FOREIGN KEY ("ref_country_state_id") REFERENCES "public"."ref_states"("ref_state_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customers" ADD CONSTRAINT "order_customers_ref_country_id_ref_countries_ref_country_id_fk" FOREIGN KEY ("ref_country_id") REFERENCES "public"."ref_countries"("ref_country_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customers" ADD CONSTRAINT "order_customers_added_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customers" ADD CONSTRAINT "order_customers_modified_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_load_id_loads_load_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("load_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_carrier_id_carriers_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("carrier_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_order_customer_id_order_customers_order_customer_id_fk" FOREIGN KEY ("order_customer_id") REFERENCES "public"."order_customers"("order_customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_added_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stop_orders" ADD CONSTRAINT "load_stop_orders_load_stop_id_load_stops_load_stop_id_fk" FOREIGN KEY ("load_stop_id") REFERENCES "public"."load_stops"("load_stop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stop_orders" ADD CONSTRAINT "load_stop_orders_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stops" ADD CONSTRAINT "load_stops_load_id_loads_load_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("load_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stops" ADD CONSTRAINT "load_stops_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_ref_load_designation_id_ref_load_designations_ref_load_designation_id_fk" FOREIGN KEY ("ref_load_designation_id") REFERENCES "public"."ref_load_designations"("ref_load_designation_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_carrier_id_carriers_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("carrier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_origin_location_id_locations_location_id_fk" FOREIGN KEY ("origin_location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_current_location_id_locations_location_id_fk" FOREIGN KEY ("current_location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_destination_location_id_locations_location_id_fk" FOREIGN KEY ("destination_location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_carrier_paid_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("carrier_paid_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_added_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_modified_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_related_order_customer_id_order_customers_order_customer_id_fk" FOREIGN KEY ("related_order_customer_id") REFERENCES "public"."order_customers"("order_customer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_ref_country_id_ref_countries_ref_country_id_fk" FOREIGN KEY ("ref_country_id") REFERENCES "public"."ref_countries"("ref_country_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_ref_state_id_ref_states_ref_state_id_fk" FOREIGN KEY ("ref_state_id") REFERENCES "public"."ref_states"("ref_state_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_order_customer_id_order_customers_order_customer_id_fk" FOREIGN KEY ("order_customer_id") REFERENCES "public"."order_customers"("order_customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_load_id_loads_load_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("load_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_modified_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_added_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_group_id_order_groups_order_group_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("order_group_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_customer_id_order_customers_order_customer_id_fk" FOREIGN KEY ("order_customer_id") REFERENCES "public"."order_customers"("order_customer_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_locations_location_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_location_id_locations_location_id_fk" FOREIGN KEY ("source_location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_destination_location_id_locations_location_id_fk" FOREIGN KEY ("destination_location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_current_location_id_locations_location_id_fk" FOREIGN KEY ("current_location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_next_location_id_locations_location_id_fk" FOREIGN KEY ("next_location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pick_location_id_locations_location_id_fk" FOREIGN KEY ("pick_location_id") REFERENCES "public"."locations"("location_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_added_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_modified_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_picked_by_user_id_system_users_system_user_id_fk" FOREIGN KEY ("picked_by_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_customer_user_id_system_users_system_user_id_fk" FOREIGN KEY ("placed_by_customer_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivering_carrier_id_carriers_carrier_id_fk" FOREIGN KEY ("delivering_carrier_id") REFERENCES "public"."carriers"("carrier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref_states" ADD CONSTRAINT "ref_states_ref_country_id_ref_countries_ref_country_id_fk" FOREIGN KEY ("ref_country_id") REFERENCES "public"."ref_countries"("ref_country_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","date_added");--> statement-breakpoint
CREATE INDEX "report_subscriptions_customer_idx" ON "report_subscriptions" USING btree ("system_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("system_user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failures_key_idx" ON "sign_in_failures" USING btree ("throttle_key","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "system_roles_name_uq" ON "system_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "system_user_requests_email_idx" ON "system_user_requests" USING btree (lower("email_address"));--> statement-breakpoint
CREATE INDEX "role_assignments_role_idx" ON "system_user_role_assignments" USING btree ("system_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "system_users_email_uq" ON "system_users" USING btree (lower("email_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "system_users_username_uq" ON "system_users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "system_users_reset_hash_uq" ON "system_users" USING btree ("password_reset_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_hash_uq" ON "user_identities" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_type_uq" ON "user_identities" USING btree ("system_user_id","identity_type");--> statement-breakpoint
CREATE INDEX "user_identities_customer_idx" ON "user_identities" USING btree ("order_customer_id");--> statement-breakpoint
CREATE INDEX "user_identities_carrier_idx" ON "user_identities" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "carriers_name_idx" ON "carriers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "carriers_zones_idx" ON "carriers" USING gin ("operating_zones_ids");--> statement-breakpoint
CREATE INDEX "load_changelogs_load_idx" ON "load_changelogs" USING btree ("load_id","date_added");--> statement-breakpoint
CREATE INDEX "order_changelogs_order_idx" ON "order_changelogs" USING btree ("order_id","date_added");--> statement-breakpoint
CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("order_customer_id") WHERE "contacts"."order_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "contacts_location_idx" ON "contacts" USING btree ("location_id") WHERE "contacts"."location_id" is not null;--> statement-breakpoint
CREATE INDEX "contacts_carrier_idx" ON "contacts" USING btree ("carrier_id") WHERE "contacts"."carrier_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_customer_primary_uq" ON "contacts" USING btree ("order_customer_id") WHERE "contacts"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_location_primary_uq" ON "contacts" USING btree ("location_id") WHERE "contacts"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_carrier_primary_uq" ON "contacts" USING btree ("carrier_id") WHERE "contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "order_customers_name_idx" ON "order_customers" USING btree (lower("order_customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "files_order_idx" ON "files" USING btree ("order_id") WHERE "files"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "files_load_idx" ON "files" USING btree ("load_id") WHERE "files"."load_id" is not null;--> statement-breakpoint
CREATE INDEX "files_carrier_idx" ON "files" USING btree ("carrier_id") WHERE "files"."carrier_id" is not null;--> statement-breakpoint
CREATE INDEX "files_customer_idx" ON "files" USING btree ("order_customer_id") WHERE "files"."order_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "load_stop_orders_order_idx" ON "load_stop_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "load_stops_load_idx" ON "load_stops" USING btree ("load_id","stop_sequence");--> statement-breakpoint
CREATE INDEX "load_stops_location_idx" ON "load_stops" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "load_stops_from_date_idx" ON "load_stops" USING btree ("from_date");--> statement-breakpoint
CREATE INDEX "loads_status_idx" ON "loads" USING btree ("ref_load_status_id","load_id");--> statement-breakpoint
CREATE INDEX "loads_carrier_idx" ON "loads" USING btree ("carrier_id") WHERE "loads"."carrier_id" is not null;--> statement-breakpoint
CREATE INDEX "loads_designation_idx" ON "loads" USING btree ("ref_load_designation_id");--> statement-breakpoint
CREATE INDEX "loads_ship_date_idx" ON "loads" USING btree ("estimated_shipping_date");--> statement-breakpoint
CREATE INDEX "loads_origin_idx" ON "loads" USING btree ("origin_location_id");--> statement-breakpoint
CREATE INDEX "loads_destination_idx" ON "loads" USING btree ("destination_location_id");--> statement-breakpoint
CREATE INDEX "loads_current_idx" ON "loads" USING btree ("current_location_id") WHERE "loads"."current_location_id" is not null;--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "locations_customer_idx" ON "locations" USING btree ("related_order_customer_id") WHERE "locations"."related_order_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "locations_state_idx" ON "locations" USING btree ("ref_state_id");--> statement-breakpoint
CREATE INDEX "locations_warehouse_idx" ON "locations" USING btree ("location_id") WHERE "locations"."is_nwd_warehouse";--> statement-breakpoint
CREATE INDEX "notes_order_idx" ON "notes" USING btree ("order_id","date_added") WHERE "notes"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "notes_customer_idx" ON "notes" USING btree ("order_customer_id","date_added") WHERE "notes"."order_customer_id" is not null;--> statement-breakpoint
CREATE INDEX "notes_location_idx" ON "notes" USING btree ("location_id","date_added") WHERE "notes"."location_id" is not null;--> statement-breakpoint
CREATE INDEX "notes_load_idx" ON "notes" USING btree ("load_id","date_added") WHERE "notes"."load_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("ref_order_status_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("order_customer_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("order_group_id") WHERE "orders"."order_group_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_source_idx" ON "orders" USING btree ("source_location_id");--> statement-breakpoint
CREATE INDEX "orders_destination_idx" ON "orders" USING btree ("destination_location_id");--> statement-breakpoint
CREATE INDEX "orders_current_idx" ON "orders" USING btree ("current_location_id") WHERE "orders"."current_location_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_next_idx" ON "orders" USING btree ("next_location_id") WHERE "orders"."next_location_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_pick_idx" ON "orders" USING btree ("pick_location_id") WHERE "orders"."pick_location_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_warehouse_idx" ON "orders" USING btree ("warehouse_id") WHERE "orders"."warehouse_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_carrier_idx" ON "orders" USING btree ("delivering_carrier_id") WHERE "orders"."delivering_carrier_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_date_added_idx" ON "orders" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "orders_date_needed_by_idx" ON "orders" USING btree ("date_needed_by");--> statement-breakpoint
CREATE INDEX "orders_date_ship_by_idx" ON "orders" USING btree ("date_ship_by");--> statement-breakpoint
CREATE INDEX "orders_date_delivered_idx" ON "orders" USING btree ("date_delivered");--> statement-breakpoint
CREATE INDEX "orders_po_number_idx" ON "orders" USING btree (lower("po_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_producer_idx" ON "orders" USING btree (lower("producer_name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ref_states_code_uq" ON "ref_states" USING btree ("code");--> statement-breakpoint
CREATE INDEX "storage_customers_name_idx" ON "storage_customers" USING btree (lower("comp_name") text_pattern_ops);