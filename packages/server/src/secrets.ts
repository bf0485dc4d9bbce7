import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A match id: 96 random bits, base64url. */
export const newMatchId = (): string => randomBytes(12).toString('base64url');
/** A seat or host token: 192 random bits (≥ 128 asked), base64url; only its hash is stored. */
export const newToken = (): string => randomBytes(24).toString('base64url');
/** A match's seed: 128 bits from the cryptographic source, so nobody can guess a deal. */
export const newSeed = (): string => randomBytes(16).toString('hex');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Compares a secret with a stored hash in constant time. */
export function matchesHash(secret: string, hash: string | null): boolean {
  if (hash === null) return false;
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
