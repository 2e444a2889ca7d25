import { Redirect, Route, Switch } from "wouter";
import { useAuth } from "@/lib/use-auth";
import { pages as P } from "./pages";
import { Guarded } from "./guard";
import { routesFor, type RouteEntry } from "./route-table";

/**
 * Renders the route table (client/src/app/route-table.ts, docs/client.md, "Route table") for the
 * current session; any other path shows the not-found screen.
 */
export function AppRoutes() {
  const { isAuthenticated } = useAuth();
  return (
    <Switch>
      {routesFor(isAuthenticated).map(renderRoute)}
      <Route component={P.NotFound} />
    </Switch>
  );
}

function renderRoute(entry: RouteEntry) {
  const key = `${entry.who}:${entry.path}`;
  if (entry.redirect) {
    return (
      <Route key={key} path={entry.path}>
        <Redirect to={entry.redirect} replace />
      </Route>
    );
  }
  // A visitor's guard entry names no page: the guard shows its toast and leaves (docs/client.md).
  const Page = P[entry.page ?? "NotFound"];
  if (entry.guarded === "always") {
    return (
      <Route key={key} path={entry.path}>
        <Guarded>
          <Page />
        </Guarded>
      </Route>
    );
  }
  return <Route key={key} path={entry.path} nest={entry.nest} component={Page} />;
}
