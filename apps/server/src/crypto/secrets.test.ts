import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { SecretDecryptError, createSecretBox, localSecretsKey, parseSecretsKey } from './secrets';

const newKey = () => crypto.randomBytes(32);

describe('secrets', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('stores a secret that is not the plain text and opens it again', () => {
    const box = createSecretBox(newKey());
    const sealed = box.encrypt('Sturm-Wäscher-42!');
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain('Sturm');
    expect(box.encrypt('Sturm-Wäscher-42!')).not.toBe(sealed);
    expect(box.decrypt(sealed)).toBe('Sturm-Wäscher-42!');
  });

  it('fails cleanly with another key, a changed value or a damaged one', () => {
    const sealed = createSecretBox(newKey()).encrypt('secret');
    const other = createSecretBox(newKey());
    expect(() => other.decrypt(sealed)).toThrow(SecretDecryptError);
    const [version, iv, tag, body] = sealed.split(':');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    const box = createSecretBox(Buffer.alloc(32, 7));
    expect(() => box.decrypt([version, iv, tag, flipped.toString('base64url')].join(':'))).toThrow(SecretDecryptError);
    expect(() => box.decrypt('plain text')).toThrow(SecretDecryptError);
  });

  it('makes a key file readable by the owner only, once, and reads it afterwards', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-secrets-'));
    dirs.push(dir);
    const created: string[] = [];
    const first = localSecretsKey(dir, (file) => created.push(file));
    const second = localSecretsKey(dir, (file) => created.push(file));
    expect(second.equals(first)).toBe(true);
    expect(created).toEqual([path.join(dir, 'secrets.key')]);
    expect(fs.statSync(created[0]!).mode & 0o777).toBe(0o600);
  });

  it('takes SECRETS_KEY of 32 bytes in base64 and refuses anything else with a clear message', () => {
    const key = newKey();
    expect(parseSecretsKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(loadConfig({ SECRETS_KEY: key.toString('base64') }).secretsKey?.equals(key)).toBe(true);
    expect(loadConfig({}).secretsKey).toBeNull();
    for (const wrong of [crypto.randomBytes(16).toString('base64'), 'not base64 at all!', key.toString('hex')]) {
      expect(() => loadConfig({ SECRETS_KEY: wrong })).toThrow('Invalid configuration: SECRETS_KEY must be 32 bytes in base64');
    }
  });
});
