ALTER TABLE "household_profiles" ADD COLUMN "salary_payments" integer;--> statement-breakpoint
ALTER TABLE "household_profiles" ADD COLUMN "thirteenth_month" integer;--> statement-breakpoint
ALTER TABLE "household_profiles" ADD COLUMN "fourteenth_month" integer;--> statement-breakpoint
ALTER TABLE "household_profiles" ADD COLUMN "extra_payment_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "household_profiles" ADD CONSTRAINT "household_profiles_salary_payments" CHECK ("household_profiles"."salary_payments" in (12, 13, 14));--> statement-breakpoint
ALTER TABLE "household_profiles" ADD CONSTRAINT "household_profiles_extra_months" CHECK ("household_profiles"."thirteenth_month" between 1 and 12 and "household_profiles"."fourteenth_month" between 1 and 12);--> statement-breakpoint
ALTER TABLE "household_profiles" ADD CONSTRAINT "household_profiles_extra_amount" CHECK ("household_profiles"."extra_payment_amount" > 0);