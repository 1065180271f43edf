CREATE TABLE "sign_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"method" text NOT NULL,
	"session_id" bigint,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sign_ins_outcome" CHECK ("sign_ins"."outcome" in ('success', 'failure')),
	CONSTRAINT "sign_ins_session" CHECK (("sign_ins"."outcome" = 'success') = ("sign_ins"."session_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sign_ins_created_idx" ON "sign_ins" USING btree ("created_at");