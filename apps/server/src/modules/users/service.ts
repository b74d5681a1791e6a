import type { Language, UserInfo } from '@aula/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { presentUserInfo } from './presenter';
import { createUsersRepository, type AlsoInTransaction, type UserRow } from './repository';

export type { UserRow } from './repository';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Accounts and companies; other modules reach users only through this service. */
export function createUsersService(db: Database, deps: { config: Config; now: () => Date }) {
  const repository = createUsersRepository(db);
  return {
    /** The user with this address (any case, surrounding spaces ignored), or null. */
    findByEmail: (email: string): Promise<UserRow | null> => repository.findByEmail(normalizeEmail(email)),

    findById: (id: number): Promise<UserRow | null> => repository.findById(id),

    /**
     * Signs up an organiser: a new company on a trial of `config.trialDays` days (named after the
     * instance, or the person when none is given) with this user as its inactive owner. Null when
     * the address is already registered.
     */
    async createOwnerWithCompany(input: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      instance: string;
      lang: Language;
    }, alsoInTransaction?: AlsoInTransaction): Promise<UserRow | null> {
      const now = deps.now();
      return repository.createCompanyWithOwner({
        company: {
          name: input.instance.trim() || `${input.firstName} ${input.lastName}`,
          trialEndsAt: new Date(now.getTime() + deps.config.trialDays * 24 * 60 * 60 * 1000),
        },
        owner: {
          email: normalizeEmail(input.email),
          passwordHash: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          lang: input.lang,
        },
      }, alsoInTransaction);
    },

    /** Adds an invited member to a company, without a password yet; null when the address is taken. */
    createInvited: (
      input: { companyId: number; email: string; firstName: string; lastName: string; lang: Language },
      alsoInTransaction?: AlsoInTransaction,
    ) => repository.createInvited({ ...input, email: normalizeEmail(input.email) }, alsoInTransaction),

    /** Activates an account whose owner proved they read the mailbox. */
    activate: (userId: number) => repository.update(userId, { active: true }, deps.now()),

    /** Stores a new password hash; the e-mailed link proved the mailbox, so the account is active. */
    setPasswordAndActivate: (userId: number, passwordHash: string) =>
      repository.update(userId, { passwordHash, active: true, sendInvite: false }, deps.now()),

    /** Stores the language the user chose. */
    setLanguage: (userId: number, lang: Language) => repository.update(userId, { lang }, deps.now()),

    /** Grants or revokes admin rights by e-mail address; null when no such account exists. */
    async setAdmin(email: string, isAdmin: boolean): Promise<UserRow | null> {
      const user = await repository.findByEmail(normalizeEmail(email));
      return user ? repository.update(user.id, { isAdmin }, deps.now()) : null;
    },

    /** What GET /api/getUserInfo answers for a signed-in user; null when the account is gone. */
    async getUserInfo(userId: number): Promise<UserInfo | null> {
      const found = await repository.findWithCompany(userId);
      if (!found) return null;
      return presentUserInfo({
        ...found,
        usersCount: await repository.countCompanyUsers(found.company.id),
        eventsCount: await repository.countCompanyEvents(found.company.id),
        supportChatSecret: deps.config.supportChatSecret,
        now: deps.now(),
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
