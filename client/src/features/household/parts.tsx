import { useState, type ReactNode } from "react";
import type { HouseholdMember, HouseholdRole } from "@shared/schemas/household";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

export const ROLE_LABELS: Record<HouseholdRole, string> = { owner: "Titolare", editor: "Può modificare", viewer: "Solo lettura" };

/** A member's name on screen: the display name, else the address. */
export const memberName = (m: Pick<HouseholdMember, "displayName" | "email">) => m.displayName?.trim() || m.email;

/** A button that asks first (docs/household.md, "Ruoli": removal and hand-over cannot be undone by the member). */
export function ConfirmButton({
  label,
  title,
  description,
  confirm,
  onConfirm,
  pending,
  variant = "outline",
  accessibleName,
}: {
  label: ReactNode;
  title: string;
  description: string;
  confirm: string;
  onConfirm: () => void;
  pending?: boolean;
  variant?: "outline" | "destructive";
  accessibleName?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={variant} size="sm" onClick={() => setOpen(true)} aria-label={accessibleName}>
        {label}
      </Button>
      <DialogContent title={title} description={description}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Annulla
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
