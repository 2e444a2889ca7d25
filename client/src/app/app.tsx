import { lazy, Suspense } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { useAuth } from "@/lib/use-auth";
import { FullPageSpinner } from "@/components/ui/spinner";
import { Layout } from "./layout";
import { AppRoutes } from "./routes";

const Toaster = lazy(() => import("@/components/ui/toaster"));

/** Authentication is checked before anything is shown (docs/client.md); a spinner meanwhile. */
function Shell() {
  const { isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  return (
    <Layout>
      <Suspense fallback={<FullPageSpinner />}>
        <AppRoutes />
      </Suspense>
    </Layout>
  );
}

/** `client`: the server's prerender (client/src/prerender.tsx) brings its own, one per page. */
export function App({ client = queryClient }: { client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Shell />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
