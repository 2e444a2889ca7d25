import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

type Tone = "neutral" | "brand" | "premium" | "danger" | "warning" | "info";
const TONES: Record<Tone, string> = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-100 text-brand-800",
  premium: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-800",
  warning: "bg-orange-100 text-orange-900",
  info: "bg-sky-100 text-sky-900",
};

export const Badge = ({ tone = "neutral", className, ...p }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) => (
  <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[tone], className)} {...p} />
);
