import { cn } from "@/lib/cn";

export function Spinner({ label = "Caricamento...", className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex items-center justify-center p-8", className)}>
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export const FullPageSpinner = () => <Spinner className="min-h-[60vh]" />;
