import { formatNumber } from "@shared/format";
import { Spinner } from "@/components/ui/spinner";
import { StatCard } from "@/components/ui/stat-card";
import { useAdminOverview } from "../api";

export function UsersTab() {
  const { data: o, isLoading } = useAdminOverview();
  if (isLoading || !o) return <Spinner label="Caricamento utenti..." />;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatCard label="Utenti totali" value={formatNumber(o.users.total)} note={`${formatNumber(o.users.newThisMonth)} nuovi questo mese`} />
      <StatCard label="Premium" value={formatNumber(o.users.premium)} />
      <StatCard label="Gratuiti" value={formatNumber(o.users.free)} />
    </div>
  );
}
