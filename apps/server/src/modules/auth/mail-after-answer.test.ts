import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsSentTo, readOutbox } from '../../test/mail-outbox';
import { newPerson, signUpAndActivate, signUpBody, type Person } from '../../test/accounts';

/**
 * The calls that mail answer before any mail is written: with the job worker stopped they still
 * answer, having only queued one job, the same one for a known and an unknown address.
 */
describe('mail is sent after the answer', () => {
  let t: TestApp;
  let owner: Person;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndActivate(t, newPerson());
    await t.app.services.jobs.stop();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
  const queued = async () => (await t.app.services.jobs.pending()).map(({ name, status, attempts }) => ({ name, status, attempts }));

  it('answers forgotPassword for a known and an unknown address with one queued job each and no mail yet', async () => {
    const mailsBefore = readOutbox(t.dataDir).length;
    const known = await post('/api/forgotPassword', { username: owner.email });
    expect(await queued()).toEqual([{ name: 'auth.password_reset', status: 'queued', attempts: 0 }]);
    const unknown = await post('/api/forgotPassword', { username: newPerson().email });
    expect(await queued()).toEqual([
      { name: 'auth.password_reset', status: 'queued', attempts: 0 },
      { name: 'auth.password_reset', status: 'queued', attempts: 0 },
    ]);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(readOutbox(t.dataDir)).toHaveLength(mailsBefore);

    const mails = (await mailsSentTo(t, owner.email)).filter((m) => m.subject.startsWith('Reset'));
    expect(mails).toHaveLength(1);
    expect(readOutbox(t.dataDir)).toHaveLength(mailsBefore + 1);
    expect(await queued()).toEqual([]);
  });

  it('answers resendVerification and a sign-up with a taken address the same way', async () => {
    const inactive = newPerson();
    await post('/api/createUser', signUpBody(inactive));
    await t.drainJobs();
    const mailsBefore = readOutbox(t.dataDir).length;

    const answers = [
      await post('/api/resendVerification', { username: inactive.email }),
      await post('/api/resendVerification', { username: newPerson().email }),
    ];
    expect(answers.map((a) => a.body)).toEqual([answers[0]!.body, answers[0]!.body]);
    expect(await queued()).toEqual([
      { name: 'auth.resend_verification', status: 'queued', attempts: 0 },
      { name: 'auth.resend_verification', status: 'queued', attempts: 0 },
    ]);
    const signUps = [await post('/api/createUser', signUpBody(newPerson())), await post('/api/createUser', signUpBody({ ...newPerson(), email: owner.email }))];
    expect(signUps[1]!.body).toBe(signUps[0]!.body);
    expect((await queued()).map((job) => job.name).slice(2)).toEqual(['auth.activation_mail', 'auth.signup_attempt']);
    expect(readOutbox(t.dataDir)).toHaveLength(mailsBefore);

    await t.drainJobs();
    expect(await mailsSentTo(t, inactive.email)).toHaveLength(2);
    expect((await mailsSentTo(t, owner.email)).at(-1)!.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(readOutbox(t.dataDir)).toHaveLength(mailsBefore + 3);
  });
});
