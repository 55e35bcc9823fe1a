ALTER TABLE "notifications" ADD COLUMN "moment_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_moment" ON "notifications" USING btree ("user_uuid","moment_key");