ALTER TABLE "support_conversations" ADD COLUMN "agent_typing_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "customer_typing_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_visitors" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_visitors" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "support_visitors" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_visitors" ADD COLUMN "code_tries" integer DEFAULT 0 NOT NULL;