CREATE TABLE "scheduled_function_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"function_name" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"trigger" text DEFAULT 'schedule' NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"output" jsonb,
	"error" text,
	"instance_id" text,
	"requested_by" uuid,
	CONSTRAINT "scheduled_function_runs_status" CHECK ("scheduled_function_runs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "scheduled_function_runs_trigger" CHECK ("scheduled_function_runs"."trigger" in ('schedule', 'manual', 'start'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_functions" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"cron" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_run_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"edited_by" uuid
);
--> statement-breakpoint
CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_function_runs" ADD CONSTRAINT "scheduled_function_runs_function_name_scheduled_functions_name_fk" FOREIGN KEY ("function_name") REFERENCES "public"."scheduled_functions"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_function_runs_due" ON "scheduled_function_runs" USING btree ("function_name","due_at","trigger");--> statement-breakpoint
CREATE INDEX "scheduled_function_runs_recent" ON "scheduled_function_runs" USING btree ("function_name","due_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scheduled_function_runs_open" ON "scheduled_function_runs" USING btree ("status") WHERE "scheduled_function_runs"."status" in ('queued', 'running');