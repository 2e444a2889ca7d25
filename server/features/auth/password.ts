import argon2 from "argon2";

// argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 degree of parallelism.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps the timing of both failures alike.
let dummyHash: Promise<string> | null = null;
export function dummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword("dummy-password-for-timing");
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
