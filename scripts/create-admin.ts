// Creates or promotes an administrator: npm run admin:create -- EMAIL PASSWORD
// (or ADMIN_EMAIL / ADMIN_PASSWORD in the environment). Uses the same database as the server.
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { DataDirLockedError } from "../server/ops/data-dir-lock";
import { migrate } from "../server/db/migrate";
import { EventBus } from "../server/events";
import { systemClock } from "../server/integrations/clock";
import { outboxMailer } from "../server/integrations/mailer";
import { createAuthService } from "../server/features/auth/auth.service";
import { PASSWORD_MIN_LENGTH } from "../shared/constants";
import { UserReadCache } from "../server/perf/user-read-cache";

const config = loadConfig();
const [email = config.ADMIN_EMAIL, password = config.ADMIN_PASSWORD] = process.argv.slice(2);
if (!email?.includes("@") || !password || password.length < PASSWORD_MIN_LENGTH) {
  console.error(`Uso: npm run admin:create -- EMAIL PASSWORD (password di almeno ${PASSWORD_MIN_LENGTH} caratteri)`);
  process.exit(2);
}
let database;
try {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  // The embedded database cannot be shared: the running server holds it.
  console.error(
    `Il server è in esecuzione sulla cartella dei dati ${err.dir} (processo ${err.holder.pid}). ` +
      "Fermalo e rilancia npm run admin:create, oppure riavvialo con ADMIN_EMAIL e ADMIN_PASSWORD impostati.",
  );
  process.exit(3);
}
await migrate(database);
const auth = createAuthService({
  config,
  database,
  db: database.db,
  clock: systemClock,
  events: new EventBus(),
  mailer: outboxMailer,
  stripe: null,
  ai: null,
  // A script reads nothing twice: no cache (ttl 0).
  userReads: new UserReadCache({ ttlMs: 0, maxUsers: 0 }),
});
const { created } = await auth.ensureAdmin(email, password);
console.log(`Amministratore ${email} ${created ? "creato" : "aggiornato"}.`);
await database.close();
