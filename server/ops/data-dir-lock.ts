import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Another process holds the embedded database's data directory. */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly dir: string,
    readonly holder: Holder,
  ) {
    super(
      `La cartella dei dati ${dir} è già in uso dal processo ${holder.pid} (${holder.command}, avviato il ${holder.startedAt} su ${holder.hostname}). ` +
        "Il database integrato non si può aprire da due processi: ferma quel processo, oppure usa un altro DATA_DIR o un PostgreSQL (DATABASE_URL).",
    );
  }
}

type Holder = { pid: number; hostname: string; command: string; startedAt: string };

const LOCK_FILE = "database.lock";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
  } catch {
    return null;
  }
}

/**
 * An exclusive lock on the embedded database's data directory (docs/security.md): PGlite has no
 * locking of its own, and two processes writing the same files lose each other's rows. The lock
 * file names its holder; one left by a process that died (kill -9, power cut) on this machine is
 * taken over. PostgreSQL needs none.
 */
export function lockDataDir(dir: string): { release(): void } {
  const absolute = path.resolve(dir);
  fs.mkdirSync(absolute, { recursive: true });
  const file = path.join(absolute, LOCK_FILE);
  const me: Holder = { pid: process.pid, hostname: os.hostname(), command: process.argv.slice(1).map((a) => path.basename(a)).join(" ") || "node", startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(file, "wx", 0o600);
      fs.writeSync(fd, JSON.stringify(me));
      fs.closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readHolder(file);
      const stale = holder !== null && holder.hostname === me.hostname && holder.pid !== process.pid && !alive(holder.pid);
      if ((stale || holder === null) && attempt < 2) {
        // A lock being written right now reads as null: look once more before taking it over.
        if (holder === null && attempt === 0) continue;
        fs.rmSync(file, { force: true });
        continue;
      }
      throw new DataDirLockedError(absolute, holder ?? { pid: 0, hostname: "?", command: "?", startedAt: "?" });
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on("exit", release);
  return { release };
}
