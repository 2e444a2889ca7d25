import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const FILE = "session-secret";

/**
 * Development's session secret: random, created once in the data directory (mode 0600, only
 * this user reads it), so sessions survive a restart and no secret is written in the code
 * (docs/security.md).
 */
export function devSessionSecret(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), FILE);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start */
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  // writeFileSync keeps the mode of a file that already existed (a short or empty one).
  fs.chmodSync(file, 0o600);
  return secret;
}
