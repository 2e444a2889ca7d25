import { Link } from "wouter";
import { PiggyBank } from "lucide-react";
import { APP_NAME } from "@shared/constants";

export function Brand() {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md font-bold text-brand-800" aria-label={`${APP_NAME}, home`}>
      <PiggyBank className="h-7 w-7 text-brand-700" aria-hidden="true" />
      <span className="hidden text-lg sm:inline">{APP_NAME}</span>
    </Link>
  );
}
