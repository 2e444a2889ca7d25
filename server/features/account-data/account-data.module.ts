import type { FeatureModule, PageMeta } from "../module";
import { APP_NAME } from "@shared/constants";
import { accountDataRoutes } from "./account-data.routes";
import { createAccountDataService } from "./account-data.service";

/** Export and deletion of one's own data, and the privacy and terms pages (docs/privacy.md). */
export const accountDataModule: FeatureModule = {
  name: "account-data",
  create: (deps) => ({
    routes: accountDataRoutes(deps, createAccountDataService(deps)),
    pageMeta: async (path) => pageMeta(path),
    sitemap: async () => ["/privacy", "/termini"],
  }),
};

function pageMeta(path: string): PageMeta | null {
  if (path === "/privacy") return { title: `Informativa sulla privacy · ${APP_NAME}`, description: "Quali dati conserviamo, perché, per quanto tempo, i tuoi diritti e i cookie." };
  if (path === "/termini") return { title: `Termini di servizio · ${APP_NAME}`, description: "Le regole per usare Finanza Familiare e Premium." };
  return null;
}
