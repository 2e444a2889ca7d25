// npm run restore FILE: brings a backup back into an empty database (docs/operations.md).
import { loadConfig } from "../server/config";
import { restoreDatabase } from "../server/ops/backup";
import { runOp } from "./op-runner";

const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error("Uso: npm run restore FILE (in un database vuoto: DATA_DIR senza dati, o DATABASE_URL vuoto)");
  process.exit(2);
}
await runOp(async () => {
  const { kind } = await restoreDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, file);
  console.log(`Ripristinato ${file} nel ${kind === "pglite" ? `database integrato di ${config.DATA_DIR}` : "PostgreSQL di DATABASE_URL"}.`);
});
