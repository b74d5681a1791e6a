import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../test/test-app';
import { secretsKeyAtStart } from './secrets-key';

const INSIDE_DATA_DIR = /secrets key lies inside DATA_DIR/;
const newKey = () => crypto.randomBytes(32).toString('base64');

/** The warnings an app logs while it starts with this environment. */
async function startWarnings(env: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  const t = await createTestApp({ LOG_LEVEL: 'warn', ...env }, { logStream: { write: (line) => void lines.push(line) } });
  await t.close();
  return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe('the secrets key at start', () => {
  let folder: string;
  let dataDir: string;
  const warnings: string[] = [];
  const warn = (_details: Record<string, unknown>, message: string) => void warnings.push(message);

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-secrets-key-'));
    dataDir = path.join(folder, 'data');
    fs.mkdirSync(dataDir);
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('warns in the server log when the app makes its key inside DATA_DIR', async () => {
    expect((await startWarnings({})).filter((message) => INSIDE_DATA_DIR.test(message))).toHaveLength(1);
  });

  it('does not warn when SECRETS_KEY is given', async () => {
    expect((await startWarnings({ SECRETS_KEY: newKey() })).filter((message) => INSIDE_DATA_DIR.test(message))).toEqual([]);
  });

  it('warns again at every later start from the key file in DATA_DIR, not only when it is made', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = secretsKeyAtStart(config, warn);
    warnings.length = 0;
    expect(secretsKeyAtStart(config, warn)).toEqual(first);
    expect(warnings.filter((message) => INSIDE_DATA_DIR.test(message))).toHaveLength(1);
  });

  it('reads SECRETS_KEY_FILE, and warns only when that file lies inside DATA_DIR', () => {
    const key = newKey();
    const outside = path.join(folder, 'aula-secrets-key');
    const inside = path.join(dataDir, 'mounted-key');
    fs.writeFileSync(outside, `${key}\n`);
    fs.writeFileSync(inside, key);

    warnings.length = 0;
    const fromOutside = loadConfig({ DATA_DIR: dataDir, SECRETS_KEY_FILE: outside });
    expect(secretsKeyAtStart(fromOutside, warn).toString('base64')).toBe(key);
    expect(warnings).toEqual([]);

    const fromInside = loadConfig({ DATA_DIR: dataDir, SECRETS_KEY_FILE: inside });
    expect(secretsKeyAtStart(fromInside, warn).toString('base64')).toBe(key);
    expect(warnings.filter((message) => INSIDE_DATA_DIR.test(message))).toHaveLength(1);
  });

  it('refuses to start with both SECRETS_KEY and SECRETS_KEY_FILE, or with a file that holds no key', () => {
    const file = path.join(folder, 'not-a-key');
    fs.writeFileSync(file, 'too short');
    expect(() => loadConfig({ SECRETS_KEY: newKey(), SECRETS_KEY_FILE: file })).toThrow(/not both/);
    expect(() => loadConfig({ SECRETS_KEY_FILE: file })).toThrow(/SECRETS_KEY_FILE .* must be 32 bytes in base64/);
    expect(() => loadConfig({ SECRETS_KEY_FILE: path.join(folder, 'missing') })).toThrow(/cannot be read: ENOENT/);
  });
});
