CREATE TABLE "link_sessions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_uuid" uuid NOT NULL,
	"application_uuid" uuid NOT NULL,
	"purpose" text NOT NULL,
	"source_type" text,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"result" jsonb,
	"public_token_hash" text,
	"public_token_expires_at" timestamp with time zone,
	"exchanged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_sessions" ADD CONSTRAINT "link_sessions_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_sessions" ADD CONSTRAINT "link_sessions_application_uuid_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_sessions_token" ON "link_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "link_sessions_public_token" ON "link_sessions" USING btree ("public_token_hash");--> statement-breakpoint
CREATE INDEX "link_sessions_application" ON "link_sessions" USING btree ("application_uuid");