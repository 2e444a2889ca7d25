// Creates or promotes an administrator: npm run admin:create -- EMAIL PASSWORD
// (or ADMIN_EMAIL / ADMIN_PASSWORD in the environment). Uses the same database as the server.
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { EventBus } from "../server/events";
import { systemClock } from "../server/integrations/clock";
import { outboxMailer } from "../server/integrations/mailer";
import { createAuthService } from "../server/features/auth/auth.service";
import { PASSWORD_MIN_LENGTH } from "../shared/constants";

const config = loadConfig();
const [email = config.ADMIN_EMAIL, password = config.ADMIN_PASSWORD] = process.argv.slice(2);
if (!email?.includes("@") || !password || password.length < PASSWORD_MIN_LENGTH) {
  console.error(`Uso: npm run admin:create -- EMAIL PASSWORD (password di almeno ${PASSWORD_MIN_LENGTH} caratteri)`);
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
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
});
const { created } = await auth.ensureAdmin(email, password);
console.log(`Amministratore ${email} ${created ? "creato" : "aggiornato"}.`);
await database.close();
