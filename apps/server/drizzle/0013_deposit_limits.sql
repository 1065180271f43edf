ALTER TABLE "deposits" ADD COLUMN "claimed_usdt" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "first_received" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_first_approved_by_staff_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_two_approvers" CHECK ("deposits"."status" <> 'approved' or "deposits"."first_approved_by" is null or "deposits"."first_approved_by" <> "deposits"."reviewed_by");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_first_approval" CHECK (("deposits"."first_approved_by" is null) = ("deposits"."first_approved_at" is null) and ("deposits"."first_approved_by" is null) = ("deposits"."first_received" is null));