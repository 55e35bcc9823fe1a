CREATE TABLE "reminders_sent" (
	"application_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"sequence" integer NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminders_sent_application_uuid_kind_subject_sequence_channel_pk" PRIMARY KEY("application_uuid","kind","subject","sequence","channel")
);
--> statement-breakpoint
CREATE TABLE "text_consents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"method" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"given_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_application_uuid_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_consents_user" ON "text_consents" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "text_consents_phone" ON "text_consents" USING btree ("phone");