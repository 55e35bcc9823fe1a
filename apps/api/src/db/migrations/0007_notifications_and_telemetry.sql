ALTER TABLE "notifications" ADD COLUMN "moment_key" text;--> statement-breakpoint
ALTER TABLE "telemetry" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_moment" ON "notifications" USING btree ("user_uuid","moment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "telemetry_dedupe" ON "telemetry" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "telemetry_kind_created" ON "telemetry" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "telemetry_kind_session" ON "telemetry" USING btree ("kind","session_key");