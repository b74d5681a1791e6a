import crypto from 'node:crypto';

/** A new opaque token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token as stored; a leaked table cannot be replayed as tokens. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token from an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{16,200})$/i.exec(header?.trim() ?? '');
  return match ? match[1]! : null;
}
