import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { Gift } from "lucide-react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { sendEvent } from "./api";

const SHOWN_KEY = "ff-exit-intent-shown";

function alreadyShown(): boolean {
  try {
    return localStorage.getItem(SHOWN_KEY) === "1";
  } catch {
    return true; // no storage: never risk showing it twice
  }
}

/**
 * Desktop only: when the pointer leaves the page through the top edge (towards the tabs or the
 * address bar), offer free registration once per visitor (remembered in localStorage).
 */
export default function ExitIntent() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();

  useEffect(() => {
    const desktop = window.matchMedia?.("(pointer: fine) and (min-width: 768px)").matches ?? false;
    if (!desktop || alreadyShown()) return;
    const onLeave = (e: MouseEvent) => {
      if (e.relatedTarget !== null || e.clientY > 0 || alreadyShown()) return;
      try {
        localStorage.setItem(SHOWN_KEY, "1");
      } catch {
        /* storage unavailable */
      }
      sendEvent("exit_intent_shown");
      setOpen(true);
    };
    document.addEventListener("mouseout", onLeave);
    return () => document.removeEventListener("mouseout", onLeave);
  }, []);

  const register = () => {
    sendEvent("exit_intent_converted");
    setOpen(false);
    navigate("/login");
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title="Aspetta! Prima di andare..." description="L'educazione finanziaria non deve costare una fortuna.">
        <div className="grid gap-4">
          <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4">
            <Gift className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
            <p className="text-slate-800">
              Registrati <strong>gratis</strong>: calcolatore del budget 50/30/20, simulatore PAC, corsi interattivi e monitoraggio delle spese. Nessuna carta di
              credito richiesta.
            </p>
          </div>
          <Button size="lg" onClick={register}>
            Registrati gratis
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            No grazie, continuo a guardare
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
