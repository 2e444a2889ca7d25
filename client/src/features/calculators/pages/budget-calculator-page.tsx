import { ComingSoon } from "@/components/ui/page";

export default function Page() {
  return <ComingSoon title="Calcolatore Budget 50/30/20" />;
}
