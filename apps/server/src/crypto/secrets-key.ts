import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { localSecretsKey, localSecretsKeyFile } from './secrets';

type Warn = (details: Record<string, unknown>, message: string) => void;

/** The path with symbolic links followed where it exists, so a link into DATA_DIR counts as inside. */
const realPath = (file: string) => {
  try {
    return fs.realpathSync(file);
  } catch {
    return path.resolve(file);
  }
};

export function isInsideFolder(folder: string, file: string): boolean {
  const relative = path.relative(realPath(folder), realPath(file));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The key that seals stored secrets, as the app starts with it: SECRETS_KEY, the file
 * SECRETS_KEY_FILE names, or else a key file made once in DATA_DIR. A key inside DATA_DIR is
 * warned about at every start, not only the first: whoever copies the data folder (a backup, a
 * support bundle) then holds the key that opens the passwords stored in it.
 */
export function secretsKeyAtStart(config: Pick<Config, 'secretsKey' | 'secretsKeyFile' | 'dataDir'>, warn: Warn): Buffer {
  const key = config.secretsKey ?? localSecretsKey(config.dataDir, (file) => warn({ file }, 'SECRETS_KEY is not set: made a key file for stored secrets'));
  const file = config.secretsKey ? config.secretsKeyFile : localSecretsKeyFile(config.dataDir);
  if (file && isInsideFolder(config.dataDir, file)) {
    warn(
      { file, dataDir: config.dataDir },
      'The secrets key lies inside DATA_DIR, so a copy of the data folder carries the key to its stored passwords; in production set SECRETS_KEY, or SECRETS_KEY_FILE to a file outside DATA_DIR',
    );
  }
  return key;
}
