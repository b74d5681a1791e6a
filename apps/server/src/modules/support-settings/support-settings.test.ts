import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigSchema, supportSettingsSchema } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { signedInAdmin, signedInStaff, STAFF_DOMAIN, systemCall } from '../system/system-test-support';

const CRISP_ID = '0c7b3a5e-1f2d-4e6a-9b8c-7d6e5f4a3b2c';

describe('support settings', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let staff: SignedInUser;
  let organiser: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_IP: '1000', STAFF_EMAIL_DOMAIN: STAFF_DOMAIN });
    admin = await signedInAdmin(t);
    staff = await signedInStaff(t);
    organiser = await signedInUser(t);
  });
  afterAll(() => t.close());

  const save = (user: SignedInUser, payload: Record<string, unknown>) => systemCall(t, user.token, { method: 'POST', url: '/api/system/support', payload });
  const clientConfig = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/clientConfig' });
    return { support: clientConfigSchema.parse(res.json().data).support, csp: String(res.headers['content-security-policy']) };
  };

  it('is built in until an admin chooses otherwise, with no outside origin in the security policy', async () => {
    const { support, csp } = await clientConfig();
    expect(support).toEqual({ mode: 'builtin', chatwootWebsiteToken: '', chatwootBaseUrl: '', crispWebsiteId: '' });
    expect(csp).not.toContain('crisp');
  });

  it('lets staff read but not change, and others neither', async () => {
    const read = await systemCall(t, staff.token, { method: 'GET', url: '/api/system/support' });
    expect(read.statusCode, read.body).toBe(200);
    expect(supportSettingsSchema.parse(read.json().data)).toMatchObject({ mode: 'builtin', mayChange: false });
    expect((await save(staff, { mode: 'off' })).statusCode).toBe(403);
    expect((await systemCall(t, organiser.token, { method: 'GET', url: '/api/system/support' })).statusCode).toBe(403);
    expect((await save(organiser, { mode: 'off' })).statusCode).toBe(403);
    expect((await clientConfig()).support.mode).toBe('builtin');
  });

  it("refuses a provider without its ids, naming each field, in the user's language", async () => {
    const crisp = await save(admin, { mode: 'crisp', crispWebsiteId: '' });
    expect(crisp.statusCode).toBe(400);
    expect(crisp.json().error.fields).toEqual({ crispWebsiteId: 'validation.required' });
    const chatwoot = await save(admin, { mode: 'chatwoot', chatwootWebsiteToken: 'a b', chatwootBaseUrl: 'http://chat.example.com/x' });
    expect(chatwoot.statusCode).toBe(400);
    expect(chatwoot.json().error.fields).toEqual({ chatwootWebsiteToken: 'validation.invalid', chatwootBaseUrl: 'validation.invalid_url' });
    const german = await systemCall(t, admin.token, { method: 'POST', url: '/api/system/support', payload: { mode: 'nope' } }, { 'accept-language': 'de' });
    expect(german.statusCode).toBe(400);
    expect(german.json().error.message).not.toBe(chatwoot.json().error.message);
  });

  it("chooses Crisp: the browser learns only Crisp's id and the security policy admits Crisp's origins", async () => {
    const saved = await save(admin, { mode: 'crisp', crispWebsiteId: CRISP_ID, chatwootWebsiteToken: 'kept', chatwootBaseUrl: 'https://chat.example.com' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ mode: 'crisp', crispWebsiteId: CRISP_ID, chatwootWebsiteToken: 'kept', mayChange: true });
    const { support, csp } = await clientConfig();
    expect(support).toEqual({ mode: 'crisp', chatwootWebsiteToken: '', chatwootBaseUrl: '', crispWebsiteId: CRISP_ID });
    expect(csp).toContain('https://client.crisp.chat');
    expect(csp).not.toContain('chat.example.com');
  });

  it("chooses Chatwoot at its own address: the policy admits that origin only; off admits none", async () => {
    const saved = await save(admin, { mode: 'chatwoot', chatwootWebsiteToken: 'tok_123', chatwootBaseUrl: 'https://chat.example.com/' });
    expect(saved.statusCode, saved.body).toBe(200);
    const chatwoot = await clientConfig();
    expect(chatwoot.support).toEqual({ mode: 'chatwoot', chatwootWebsiteToken: 'tok_123', chatwootBaseUrl: 'https://chat.example.com', crispWebsiteId: '' });
    expect(chatwoot.csp).toContain('https://chat.example.com');
    expect(chatwoot.csp).not.toContain('crisp');

    expect((await save(admin, { mode: 'off' })).statusCode).toBe(200);
    const off = await clientConfig();
    expect(off.support.mode).toBe('off');
    expect(off.csp).not.toContain('chat.example.com');
    expect(off.csp).not.toContain('crisp');
  });
});
