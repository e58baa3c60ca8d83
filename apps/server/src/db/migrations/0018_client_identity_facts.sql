-- What a client declared that their KYC documents must match: the document review shows them beside
-- the file. Nullable: clients registered before the console asked for them have neither.
ALTER TABLE "clients" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address" text;