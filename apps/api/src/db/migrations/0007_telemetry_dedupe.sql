ALTER TABLE "telemetry" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "telemetry_dedupe" ON "telemetry" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "telemetry_kind_created" ON "telemetry" USING btree ("kind","created_at");