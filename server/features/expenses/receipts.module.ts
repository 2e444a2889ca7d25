import type { FeatureModule } from "../module";
import { every } from "../../ops/maintenance";
import { receiptBody, receiptsRoutes } from "./receipts.routes";
import { createReceiptsService } from "./receipts.service";

// Receipts of deductible expenses (docs/tax.md, "Ricevute"), a module of its own beside the tracker's.
export const receiptsModule: FeatureModule = {
  name: "receipts",
  create: (deps) => {
    const service = createReceiptsService(deps);
    return {
      rawRoutes: receiptBody(deps.config).marker,
      routes: receiptsRoutes(service),
      // The retention, on the maintenance timer (RECEIPT_RETENTION_YEARS).
      start: () => every(deps, "conservazione ricevute", () => service.purge()),
    };
  },
};
