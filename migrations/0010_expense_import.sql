CREATE TABLE "expense_import_fingerprints" (
	"user_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"expense_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_import_fingerprints_user_id_fingerprint_pk" PRIMARY KEY("user_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "expense_import_mappings" (
	"user_id" integer NOT NULL,
	"header_key" text NOT NULL,
	"date_column" integer NOT NULL,
	"description_column" integer NOT NULL,
	"amount_column" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_import_mappings_user_id_header_key_pk" PRIMARY KEY("user_id","header_key")
);
--> statement-breakpoint
ALTER TABLE "expense_import_fingerprints" ADD CONSTRAINT "expense_import_fingerprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_import_fingerprints" ADD CONSTRAINT "expense_import_fingerprints_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_import_mappings" ADD CONSTRAINT "expense_import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_import_fingerprints_expense_idx" ON "expense_import_fingerprints" USING btree ("expense_id");