import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeBotVerifier, type FakeServer } from '../../test/fake-servers';
import { noBotCheck } from './bot-check';
import { createProviderBotCheck } from './provider-bot-check';

describe('provider bot check', () => {
  let verifier: FakeServer;
  beforeAll(async () => {
    verifier = await startFakeBotVerifier('good-token', 'the-secret');
  });
  afterAll(() => verifier.close());

  it('accepts a genuine token and sends token, secret and address', async () => {
    const check = createProviderBotCheck({ provider: 'turnstile', secret: 'the-secret', verifyUrl: verifier.url });
    expect(await check.verify('good-token', '203.0.113.7')).toBe(true);
    const form = new URLSearchParams(verifier.requests.at(-1)!.body);
    expect(Object.fromEntries(form)).toEqual({ secret: 'the-secret', response: 'good-token', remoteip: '203.0.113.7' });
  });

  it.each(['hcaptcha', 'recaptcha'] as const)('speaks the same protocol for %s', async (provider) => {
    const check = createProviderBotCheck({ provider, secret: 'the-secret', verifyUrl: verifier.url });
    expect(await check.verify('good-token', '')).toBe(true);
    expect(await check.verify('bad-token', '')).toBe(false);
  });

  it('rejects a bad or missing token without asking', async () => {
    const check = createProviderBotCheck({ provider: 'turnstile', secret: 'the-secret', verifyUrl: verifier.url });
    expect(await check.verify('bad-token', '127.0.0.1')).toBe(false);
    const asked = verifier.requests.length;
    expect(await check.verify('', '127.0.0.1')).toBe(false);
    expect(verifier.requests.length).toBe(asked);
  });

  it('fails closed when the provider cannot be reached', async () => {
    const check = createProviderBotCheck({ provider: 'turnstile', secret: 'the-secret', verifyUrl: await closedPortUrl() });
    expect(await check.verify('good-token', '127.0.0.1')).toBe(false);
  });

  it('accepts everything when no provider is configured', async () => {
    expect(await noBotCheck.verify('', '127.0.0.1')).toBe(true);
  });
});
