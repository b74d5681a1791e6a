import crypto from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed: no 0/O, 1/I/L. */
export const PUBLISH_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PUBLISH_CODE_LENGTH = 6;

/** A random event code, e.g. `K7MQ2X`: 31^6 (about 887 million) possibilities. */
export function drawPublishCode(): string {
  let code = '';
  for (let i = 0; i < PUBLISH_CODE_LENGTH; i++) code += PUBLISH_CODE_ALPHABET[crypto.randomInt(PUBLISH_CODE_ALPHABET.length)];
  return code;
}
