CREATE TABLE "support_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"visitor_id" bigint,
	"topic" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"language" text NOT NULL,
	"assignee_id" bigint,
	"agent_read_up_to" bigint,
	"customer_read_up_to" bigint,
	"waiting_since" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_conversations_owner" CHECK (("support_conversations"."user_id" is null) <> ("support_conversations"."visitor_id" is null)),
	CONSTRAINT "support_conversations_topic" CHECK ("support_conversations"."topic" in ('account', 'deposit', 'withdrawal', 'trading', 'verification', 'loans', 'nfts', 'other')),
	CONSTRAINT "support_conversations_status" CHECK ("support_conversations"."status" in ('waiting', 'open', 'closed')),
	CONSTRAINT "support_conversations_closed" CHECK (("support_conversations"."status" = 'closed') = ("support_conversations"."closed_at" is not null)),
	CONSTRAINT "support_conversations_language" CHECK ("support_conversations"."language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"author" text NOT NULL,
	"staff_id" bigint,
	"body" text DEFAULT '' NOT NULL,
	"event" text,
	"image_key" text,
	"internal" boolean DEFAULT false NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_author" CHECK ("support_messages"."author" in ('customer', 'agent', 'system')),
	CONSTRAINT "support_messages_event" CHECK (("support_messages"."author" = 'system') = ("support_messages"."event" is not null) and ("support_messages"."event" is null or "support_messages"."event" in ('claimed', 'transferred', 'closed', 'reopened'))),
	CONSTRAINT "support_messages_staff" CHECK (("support_messages"."author" = 'customer') = ("support_messages"."staff_id" is null)),
	CONSTRAINT "support_messages_internal" CHECK (not "support_messages"."internal" or "support_messages"."author" = 'agent'),
	CONSTRAINT "support_messages_content" CHECK ("support_messages"."author" = 'system' or length("support_messages"."body") > 0 or "support_messages"."image_key" is not null),
	CONSTRAINT "support_messages_body_length" CHECK (char_length("support_messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "support_presence" (
	"staff_id" bigint PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_visitors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_visitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_visitors_language" CHECK ("support_visitors"."language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'))
);
--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_visitor_id_support_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."support_visitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_presence" ADD CONSTRAINT "support_presence_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_user_open_key" ON "support_conversations" USING btree ("user_id") WHERE "support_conversations"."status" <> 'closed' and "support_conversations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_visitor_open_key" ON "support_conversations" USING btree ("visitor_id") WHERE "support_conversations"."status" <> 'closed' and "support_conversations"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX "support_conversations_user_idx" ON "support_conversations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "support_conversations_visitor_idx" ON "support_conversations" USING btree ("visitor_id","id");--> statement-breakpoint
CREATE INDEX "support_conversations_queue_idx" ON "support_conversations" USING btree ("status","waiting_since") WHERE "support_conversations"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "support_conversations_closed_idx" ON "support_conversations" USING btree ("closed_at") WHERE "support_conversations"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_client_key" ON "support_messages" USING btree ("conversation_id","client_id") WHERE "support_messages"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "support_visitors_token_key" ON "support_visitors" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "support_visitors_email_idx" ON "support_visitors" USING btree ("email");