CREATE TABLE "chat_attachments" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"uploaded_by" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_code" text NOT NULL,
	"channel_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"friendly_name" text NOT NULL,
	"email_address" text,
	"user_uuid" uuid,
	"application_uuid" uuid,
	"page_url" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"agent_uuid" uuid,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"survey" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"conversation_uuid" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_conversation_uuid_seq_pk" PRIMARY KEY("conversation_uuid","seq")
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_uuid_chat_conversations_uuid_fk" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_application_uuid_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_agent_uuid_users_uuid_fk" FOREIGN KEY ("agent_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_uuid_chat_conversations_uuid_fk" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation" ON "chat_attachments" USING btree ("conversation_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_token" ON "chat_conversations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_channel" ON "chat_conversations" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_org_status" ON "chat_conversations" USING btree ("org_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client" ON "chat_messages" USING btree ("conversation_uuid","sender","client_id");