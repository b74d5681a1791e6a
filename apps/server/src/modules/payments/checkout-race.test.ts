import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_SECRET, api, checkoutsOf } from './payments-test-support';

describe('starting checkouts: one live payment page per company', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
  });
  afterAll(() => t.close());

  it('leaves exactly one open checkout when two starts of one company run at once', async () => {
    const owner = await signedInUser(t);
    const body = { plan: 'starter', interval: 'month' };
    const answers = await Promise.all([api(t, owner, 'POST', '/billing/checkout', body), api(t, owner, 'POST', '/billing/checkout', body)]);

    const rows = await checkoutsOf(t, owner.companyId);
    const open = rows.filter((row) => row.status === 'open');
    expect(open).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode === 200) {
        // A start that lost to a later one has had its page closed.
        const { checkoutId } = answer.json().data;
        expect(rows.find((row) => row.id === checkoutId)?.status).toBe(checkoutId === open[0]!.id ? 'open' : 'expired');
      } else {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json().error.message).toBe('A payment is being started in another tab. Please wait a moment and try again.');
      }
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
  });

  it('closes the earlier page when the owner starts again, so only the newest can be paid', async () => {
    const owner = await signedInUser(t);
    const first = (await api(t, owner, 'POST', '/billing/checkout', { plan: 'starter', interval: 'month' })).json().data;
    const second = await api(t, owner, 'POST', '/billing/checkout', { plan: 'professional', interval: 'year' });
    expect(second.statusCode, second.body).toBe(200);

    const paidLate = await api(t, owner, 'POST', `/billing/sandbox/${first.checkoutId}/pay`, { card: '4242424242424242' });
    expect(paidLate.statusCode).toBe(409);
    expect((await api(t, owner, 'GET', `/billing/checkout/${first.checkoutId}`)).json().data).toMatchObject({ status: 'expired' });
    const paid = await api(t, owner, 'POST', `/billing/sandbox/${second.json().data.checkoutId}/pay`, { card: '4242424242424242' });
    expect(paid.json().data.status).toBe('paid');
    expect((await checkoutsOf(t, owner.companyId)).map((row) => row.status)).toEqual(['expired', 'paid']);
  });
});
