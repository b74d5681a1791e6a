import { describe, expect, it } from 'vitest';
import { classifyFailure, mailRetryDelayMs, sendMessageId } from './policy';

const smtpError = (responseCode: number, code = 'EENVELOPE') => Object.assign(new Error(`${responseCode} refused`), { responseCode, code });

describe('what a failed send becomes', () => {
  it('retries a 4xx reply and a lost connection until the attempts run out, then fails with the reason', () => {
    expect(classifyFailure(smtpError(451), 1, 3)).toEqual({ kind: 'retry', reason: '451 refused' });
    expect(classifyFailure(Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' }), 2, 3).kind).toBe('retry');
    expect(classifyFailure(smtpError(451), 3, 3)).toEqual({ kind: 'failed', reason: '451 refused' });
  });

  it('marks a 5xx refusal of the recipient bounced, and any other error failed', () => {
    expect(classifyFailure(smtpError(550), 1, 3).kind).toBe('bounced');
    expect(classifyFailure(smtpError(554, 'EMESSAGE'), 1, 3).kind).toBe('failed');
    expect(classifyFailure(new Error('boom'), 1, 3)).toEqual({ kind: 'failed', reason: 'boom' });
  });

  it('backs off four times longer each attempt, at most an hour', () => {
    expect([1, 2, 3].map((attempt) => mailRetryDelayMs(attempt, 30_000))).toEqual([30_000, 120_000, 480_000]);
    expect(mailRetryDelayMs(10, 30_000)).toBe(3600_000);
  });

  it('gives each recipient of a send one Message-ID on the public host', () => {
    expect(sendMessageId(7, 42, 'https://aula.example:8443/base')).toBe('<send-7-42@aula.example>');
  });
});
