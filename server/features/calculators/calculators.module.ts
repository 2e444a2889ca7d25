import type { FeatureModule, PageMeta } from "../module";
import { APP_NAME } from "@shared/constants";
import { calculatorsRoutes } from "./calculators.routes";
import { createCalculatorsService } from "./calculators.service";

export const calculatorsModule: FeatureModule = {
  name: "calculators",
  create: (deps) => {
    const service = createCalculatorsService(deps);
    return {
      routes: calculatorsRoutes(deps, service),
      // The family's new split divides the saved budget again (docs/plan.md, "La ripartizione della famiglia").
      subscribe: () => deps.events.on("budget.split_changed", (e) => service.resplitLatest(e.userId, e)),
      pageMeta: async (path) => pageMeta(path),
      sitemap: async () => ["/calcolatori"],
    };
  },
};

// The calculator pages' own meta are in server/web/meta.ts; these are the shortcuts.
function pageMeta(path: string): PageMeta | null {
  if (path === "/calcolatori")
    return {
      title: `Calcolatori gratuiti: budget, PAC e mutuo | ${APP_NAME}`,
      description: "Tre calcolatori gratuiti per le famiglie: budget 50/30/20, simulatore PAC con inflazione e tasse, mutuo con piano di ammortamento.",
    };
  if (path === "/calcolatori/budget")
    return {
      title: `Calcolatore budget 50/30/20 gratuito | ${APP_NAME}`,
      description: "Dividi il tuo reddito netto mensile con la regola 50/30/20: necessità, desideri e risparmi calcolati al centesimo.",
      canonicalPath: "/budget-calculator",
    };
  return null;
}
