import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';
const KEY_FILE = 'secrets.key';

/** A stored secret that this key cannot open: another key, or a damaged value. */
export class SecretDecryptError extends Error {
  constructor() {
    super('The stored secret cannot be decrypted with this SECRETS_KEY');
    this.name = 'SecretDecryptError';
  }
}

/** Reads a base64 key of exactly 32 bytes, or null when it is anything else. */
export function parseSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

/** Where a deployment that set no key keeps the one made for it. */
export const localSecretsKeyFile = (dataDir: string) => path.join(dataDir, KEY_FILE);

/**
 * The key of a deployment that set no SECRETS_KEY: made once in DATA_DIR (readable by the owner
 * only) and read from there afterwards, so `npm start` works offline and stored secrets survive
 * a restart. `onCreated` is told when the file is new.
 */
export function localSecretsKey(dataDir: string, onCreated: (file: string) => void): Buffer {
  const file = localSecretsKeyFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
    onCreated(file);
  } catch (error) {
    // Another start (or instance) made it first: read theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretsKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`Invalid secrets key file ${file}: expected 32 bytes in base64`);
  return key;
}

/**
 * Encrypts small secrets (an SMTP password) for the database with AES-256-GCM: a fresh random IV
 * per value and the authentication tag, so a changed or foreign value fails to open rather than
 * giving garbage. Stored as `v1:<iv>:<tag>:<ciphertext>` in base64url.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== KEY_BYTES) throw new Error('A secrets key has 32 bytes');
  return {
    encrypt(plain: string): string {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
    },

    /** The plain secret; SecretDecryptError when this key did not seal it or the value was changed. */
    decrypt(sealed: string): string {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new SecretDecryptError();
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretDecryptError();
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
