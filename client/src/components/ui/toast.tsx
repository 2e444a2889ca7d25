import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { TOAST } from "@shared/constants";
import { cn } from "@/lib/cn";

// Spec part 1 §9: one toast at a time, 5000 ms, swipe right past 50 px, F8 focuses the region.
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" | "success" };
type ToastItem = ToastInput & { id: number; open: boolean };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function dismiss(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // A dismissed toast is removed later (spec's remove delay) so Radix can animate it out.
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, Math.min(TOAST.removeDelayMs, 1000));
}

/** Shows a toast; it replaces the one on screen (limit 1). */
export function toast(input: ToastInput) {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items.map((t) => ({ ...t, open: false }))].slice(0, TOAST.limit + 1);
  emit();
  return { id, dismiss: () => dismiss(id) };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
    () => items,
  );
}

export function Toaster() {
  const list = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx} label="Notifica">
      {list.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0",
            t.variant === "destructive" ? "border-red-300 bg-red-700 text-white" : t.variant === "success" ? "border-brand-200 bg-brand-50 text-brand-900" : "border-slate-200 bg-white text-slate-900",
          )}
          data-testid="toast"
        >
          <div>
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="mt-1 text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="Chiudi notifica" className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label="Notifiche ({hotkey})"
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4"
      />
    </ToastPrimitive.Provider>
  );
}
