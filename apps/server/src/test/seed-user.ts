import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { TestApp } from './test-app';
import { companies, users } from '../db/schema';

export type SeededUser = { id: number; companyId: number; email: string; password: string; token: string };

/**
 * An active user in a company of their own, signed in through POST /api/login, for tests of
 * features that need someone signed in (the sign-up flow itself is tested in the auth module).
 */
export async function seedSignedInUser(t: TestApp, overrides: { isAdmin?: boolean; lang?: 'en' | 'de' } = {}): Promise<SeededUser> {
  const email = `user-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const password = 'Violet-Harbour-97!';
  const db = t.database.db;
  const [company] = await db.insert(companies).values({ name: 'Test company' }).returning();
  const [user] = await db
    .insert(users)
    .values({
      companyId: company!.id,
      email,
      passwordHash: await hash(password),
      firstName: 'Test',
      lastName: 'User',
      active: true,
      isOwner: true,
      isAdmin: overrides.isAdmin ?? false,
      lang: overrides.lang ?? 'en',
    })
    .returning();
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { id: user!.id, companyId: company!.id, email, password, token: res.json().data.access_token };
}
