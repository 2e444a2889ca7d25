import { useSyncExternalStore } from "react";
import { TOAST } from "@shared/constants";

// docs/client.md: one toast at a time, 5000 ms, swipe right past 50 px, F8 focuses the region.
export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  /** One button in the toast (the expense tracker's "Annulla"); altText tells screen readers how else to do it. */
  action?: { label: string; altText: string; onClick: () => void };
  /** How long it stays, in ms; TOAST.durationMs by default. */
  durationMs?: number;
};
export type ToastItem = ToastInput & { id: number; open: boolean };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismiss(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // A dismissed toast is removed later (the remove delay of docs/client.md) so Radix can animate it out.
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, Math.min(TOAST.removeDelayMs, 1000));
}

// The Radix renderer is a lazy chunk: until it mounts, a toast is stored but not yet on screen.
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the Toaster once it is on the page. */
export function toasterDidMount() {
  markMounted();
}
/** Resolves when toasts are visible (the Toaster is mounted): timings like "after 500 ms" start then. */
export function whenToasterReady(): Promise<void> {
  return toasterMounted;
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
