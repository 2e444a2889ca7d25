// npm run db:move-to-postgres: copies the embedded database of DATA_DIR into the empty PostgreSQL
// of DATABASE_URL (docs/operations.md). Stop the server first; start it again with DATABASE_URL.
import { loadConfig } from "../server/config";
import { moveToPostgres } from "../server/ops/move-to-postgres";
import { runOp } from "./op-runner";

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error("Imposta DATABASE_URL sul PostgreSQL (vuoto) di destinazione.");
  process.exit(2);
}
await runOp(async () => {
  const report = await moveToPostgres({ dataDir: config.DATA_DIR }, config.DATABASE_URL!);
  const rows = report.tables.reduce((a, t) => a + t.rows, 0);
  console.log(`Copiate ${rows} righe in ${report.tables.length} tabelle (${report.sequences} sequenze). Riavvia il server con DATABASE_URL.`);
});
