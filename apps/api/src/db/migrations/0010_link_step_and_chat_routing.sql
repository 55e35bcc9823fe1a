ALTER TABLE "chat_conversations" ADD COLUMN "skill" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "chat_mode" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "attributes" jsonb;--> statement-breakpoint
ALTER TABLE "link_sessions" ADD COLUMN "step" text;