import { ComingSoon } from "@/components/ui/page";

export default function Page() {
  return <ComingSoon title="Premium" />;
}
