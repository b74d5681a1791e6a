import type { CompanyRole, Language, UserInfo } from '@aula/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SessionCache } from '../auth/session-cache';
import type { CompanyChanges } from '../auth/session-cache-sync';
import { hashToken } from '../auth/tokens';
import { presentUserInfo } from './presenter';
import { createUsersRepository, type AlsoInTransaction, type UserInfoRow, type UserRow } from './repository';

export type { AlsoInTransaction, UserRow } from './repository';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Accounts and companies; other modules reach users only through this service. */
type UsersDeps = {
  config: Config;
  now: () => Date;
  sessionCache: SessionCache;
  /** Told of every change to a user, which the company's signed-in users may see (their count, a language). */
  companyChanges: CompanyChanges;
};

export function createUsersService(db: Database, deps: UsersDeps) {
  const repository = createUsersRepository(db);
  const announced = <Row extends { companyId: number } | null>(row: Row): Row => {
    if (row) deps.companyChanges.announce(row.companyId);
    return row;
  };
  const update = async (id: number, changes: Parameters<typeof repository.update>[1]) =>
    announced(await repository.update(id, changes, deps.now()));
  const cachedInfos = deps.sessionCache.kind<UserInfoRow>((info) => ({
    tokenId: info.session.tokenId,
    userId: info.user.id,
    companyId: info.company.id,
    expiresAt: info.session.expiresAt,
  }));
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
    createInvited: async (
      input: { companyId: number; email: string; firstName: string; lastName: string; lang: Language; role: CompanyRole },
      alsoInTransaction?: AlsoInTransaction,
    ) => announced(await repository.createInvited({ ...input, email: normalizeEmail(input.email) }, alsoInTransaction)),

    /** Activates an account whose owner proved they read the mailbox. */
    activate: (userId: number) => update(userId, { active: true }),

    /** Stores a new password hash; the e-mailed link proved the mailbox, so the account is active. */
    setPasswordAndActivate: (userId: number, passwordHash: string) =>
      update(userId, { passwordHash, active: true, sendInvite: false }),

    /** Who organises the event and hears about it by mail: its company's owners and managers, and its assigned hosts. */
    eventOrganisers: (companyId: number, eventId: number) => repository.eventOrganisers(companyId, eventId),

    /** Stores the language the user chose. */
    setLanguage: (userId: number, lang: Language) => update(userId, { lang }),

    /** Grants or revokes admin rights by e-mail address; null when no such account exists. */
    async setAdmin(email: string, isAdmin: boolean): Promise<UserRow | null> {
      const user = await repository.findByEmail(normalizeEmail(email));
      return user ? update(user.id, { isAdmin }) : null;
    },

    /**
     * What GET /api/getUserInfo answers for the holder of an access token; null when the token is
     * unknown, expired or revoked or its account inactive, exactly as for any authenticated call.
     */
    async getUserInfoForToken(accessToken: string): Promise<UserInfo | null> {
      const tokenHash = hashToken(accessToken);
      const found = await cachedInfos.lookup(tokenHash, () => repository.findUserInfoBySession(tokenHash, deps.now()));
      return found && presentUserInfo({
        ...found,
        supportChatSecret: deps.config.supportChatSecret,
        staffEmailDomain: deps.config.staffEmailDomain,
        now: deps.now(),
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
