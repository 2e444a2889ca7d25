CREATE TABLE "debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"min_payment" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debts_balance_positive" CHECK ("debts"."balance" > 0),
	CONSTRAINT "debts_rate_range" CHECK ("debts"."rate" between 0 and 100),
	CONSTRAINT "debts_min_payment_positive" CHECK ("debts"."min_payment" > 0)
);
--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debts_user_idx" ON "debts" USING btree ("user_id");