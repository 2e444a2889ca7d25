import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { TOAST } from "@shared/constants";
import { cn } from "@/lib/cn";
import { useEffect } from "react";
import { dismiss, toasterDidMount, useToasts } from "./toast";

// The Radix renderer is loaded after the first paint; toast() calls made earlier are kept in the store.
export default function Toaster() {
  const list = useToasts();
  useEffect(() => toasterDidMount(), []);
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx} label="Notifica">
      {list.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.durationMs}
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
          {t.action && (
            <ToastPrimitive.Action
              altText={t.action.altText}
              onClick={t.action.onClick}
              className="ml-auto shrink-0 self-center rounded-md border border-current px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {t.action.label}
            </ToastPrimitive.Action>
          )}
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
