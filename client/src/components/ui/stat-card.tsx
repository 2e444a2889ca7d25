import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

export function StatCard({ label, value, note, icon }: { label: string; value: ReactNode; note?: ReactNode; icon?: ReactNode }) {
  return (
    <Card>
      <CardContent className="p-4 pt-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          {icon}
        </div>
        <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
        {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
      </CardContent>
    </Card>
  );
}
