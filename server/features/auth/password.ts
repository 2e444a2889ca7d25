import argon2 from "argon2";
import type { Config } from "../../config";

/** argon2id cost: memory in KiB and passes, from configuration (OWASP's minimum by default). */
export type PasswordCost = { memoryKib: number; iterations: number };

export const passwordCost = (config: Pick<Config, "PASSWORD_HASH_MEMORY_KIB" | "PASSWORD_HASH_ITERATIONS">): PasswordCost => ({
  memoryKib: config.PASSWORD_HASH_MEMORY_KIB,
  iterations: config.PASSWORD_HASH_ITERATIONS,
});

// One degree of parallelism: a login uses one thread of the pool, never all of them.
export const hashPassword = (password: string, cost: PasswordCost) =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.iterations, parallelism: 1 });

/** The cost is read from the hash itself, so hashes made with another cost still verify. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps the timing of both failures alike; one
// dummy hash per cost, so it costs what a real account's verification costs.
const dummyHashes = new Map<string, Promise<string>>();
export function dummyVerify(password: string, cost: PasswordCost): Promise<boolean> {
  const key = `${cost.memoryKib}:${cost.iterations}`;
  let hash = dummyHashes.get(key);
  if (!hash) dummyHashes.set(key, (hash = hashPassword("dummy-password-for-timing", cost)));
  return hash.then((h) => verifyPassword(h, password)).then(() => false);
}
