CREATE TABLE "adopted_signatures" (
	"application_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"signature" jsonb NOT NULL,
	"initials" text NOT NULL,
	"esign_consent_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"adopted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adopted_signatures_application_uuid_user_uuid_pk" PRIMARY KEY("application_uuid","user_uuid")
);
--> statement-breakpoint
CREATE TABLE "closing_document_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"user_uuid" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signed_documents" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"signer_uuid" uuid NOT NULL,
	"unsigned_sha256" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"audit" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adopted_signatures" ADD CONSTRAINT "adopted_signatures_application_uuid_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adopted_signatures" ADD CONSTRAINT "adopted_signatures_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_document_events" ADD CONSTRAINT "closing_document_events_application_uuid_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_document_events" ADD CONSTRAINT "closing_document_events_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_application_uuid_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_signer_uuid_users_uuid_fk" FOREIGN KEY ("signer_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_document_events_once" ON "closing_document_events" USING btree ("application_uuid","kind","event","user_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "signed_documents_once" ON "signed_documents" USING btree ("application_uuid","kind","signer_uuid");