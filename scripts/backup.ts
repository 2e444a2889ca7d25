// npm run backup [-- FILE]: one file with the whole database (docs/operations.md).
// Embedded database (no DATABASE_URL): stop the server first, the data directory is locked.
import { loadConfig } from "../server/config";
import { backupDatabase } from "../server/ops/backup";
import { runOp } from "./op-runner";

const config = loadConfig();
await runOp(async () => {
  const { file, kind } = await backupDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, process.argv[2]);
  console.log(`Backup ${kind === "pglite" ? "del database integrato" : "di PostgreSQL"} scritto in ${file}`);
});
