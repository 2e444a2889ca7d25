import { formatNumber } from "@shared/format";
import { Button } from "@/components/ui/button";

/** Previous / next page of an admin list, with "pagina X di Y" for screen readers and eyes alike. */
export function Pager({ page, pageSize, total, onPage, label: [one, many] }: { page: number; pageSize: number; total: number; onPage: (p: number) => void; label: [string, string] }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const label = total === 1 ? one : many;
  if (pages <= 1) return <p className="text-sm text-slate-600">{`${formatNumber(total)} ${label}`}</p>;
  return (
    <nav aria-label={`Pagine di ${many}`} className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Precedente
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">{`Pagina ${page} di ${pages} (${formatNumber(total)} ${label})`}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Successiva
      </Button>
    </nav>
  );
}
