// Shared exit codes of the database commands: 0 done, 1 refused or failed (message in Italian),
// 3 the embedded database is held by a running server.
import { DataDirLockedError } from "../server/ops/data-dir-lock";
import { BackupError } from "../server/ops/backup";

export async function runOp(op: () => Promise<void>): Promise<void> {
  try {
    await op();
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}`);
      process.exit(3);
    }
    console.error(err instanceof BackupError ? err.message : err);
    process.exit(1);
  }
}
