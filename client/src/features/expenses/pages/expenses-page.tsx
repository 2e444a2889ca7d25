import { useAuth } from "@/lib/use-auth";
import { FullPageSpinner } from "@/components/ui/spinner";
import { TrackerView } from "../components/tracker-view";
import { VisitorView } from "../components/visitor-view";

/** /expenses: the tracker for signed-in users (behind the guard), an explanation for visitors. */
export default function ExpensesPage() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  return isAuthenticated ? <TrackerView /> : <VisitorView />;
}
