import type { FeatureModule } from "../module";
import { accountDataRoutes } from "./account-data.routes";

/** Export and deletion of one's own data (docs/privacy.md). */
export const accountDataModule: FeatureModule = { name: "account-data", create: (deps) => ({ routes: accountDataRoutes(deps) }) };
