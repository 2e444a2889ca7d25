import type { FeatureModule } from "../module";
import { adminRoutes } from "./admin.routes";

export const adminModule: FeatureModule = { name: "admin", create: (deps) => ({ routes: adminRoutes(deps) }) };
