import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { waitFor } from '../test/server-process';
import { holdLease, renewIntervalMs } from './lease';

const LEASE_MS = 90;

describe('leases of jobs and template mails', () => {
  it('last 30 s by default and are renewed every 10 s, for jobs and template mails alike', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.jobs.leaseMs).toBe(30_000);
    expect(config.mailSends.leaseMs).toBe(30_000);
    expect(renewIntervalMs(config.jobs.leaseMs)).toBe(10_000);
  });

  it('are renewed again and again while their holder works', async () => {
    let renewals = 0;
    const lease = holdLease(async () => ++renewals > 0, LEASE_MS, () => {});
    await waitFor('three renewals', () => renewals >= 3);
    lease.release();
    expect(lease.signal.aborted).toBe(false);
  });

  it('tell their holder at once when another worker took the claim over', async () => {
    const lease = holdLease(async () => false, LEASE_MS, () => {});
    await waitFor('the lease to be lost', () => lease.signal.aborted);
    lease.release();
    expect(String(lease.signal.reason)).toContain('taken over');
  });

  it('survive a failed renewal that a later one makes good', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    // Long enough that a busy machine's late timers do not let a whole lease pass between two renewals.
    const lease = holdLease(
      async () => {
        if (calls++ === 0) throw new Error('database away');
        return true;
      },
      1_500,
      (error) => errors.push(error),
    );
    await waitFor('three renewal attempts', () => calls >= 3);
    lease.release();
    expect(errors).toHaveLength(1);
    expect(lease.signal.aborted).toBe(false);
  });

  it('are given up when no renewal succeeded for a whole lease', async () => {
    const lease = holdLease(
      async () => {
        throw new Error('database away');
      },
      LEASE_MS,
      () => {},
    );
    await waitFor('the lease to be lost', () => lease.signal.aborted);
    lease.release();
    expect(String(lease.signal.reason)).toContain('within its lease');
  });
});
