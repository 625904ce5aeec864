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
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_system_customer_id_user_identities_identity_id_fk" FOREIGN KEY ("system_customer_id") REFERENCES "public"."user_identities"("identity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_system_user_id_system_users_system_user_id_fk" FOREIGN KEY ("system_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_identity_id_user_identities_identity_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."user_identities"("identity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_user_role_assignments" ADD CONSTRAINT "system_user_role_assignments_system_user_id_system_users_system_user_id_fk" FOREIGN KEY ("system_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_user_role_assignments" ADD CONSTRAINT "system_user_role_assignments_system_role_id_system_roles_system_role_id_fk" FOREIGN KEY ("system_role_id") REFERENCES "public"."system_roles"("system_role_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_system_user_id_system_users_system_user_id_fk" FOREIGN KEY ("system_user_id") REFERENCES "public"."system_users"("system_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "user_identities_carrier_idx" ON "user_identities" USING btree ("carrier_id");