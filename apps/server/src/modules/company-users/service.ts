import { limitsOf, planIdSchema, type CompanyRole, type CompanyUser, type CompanyUserList, type SaveCompanyUserBody } from '@aula/shared';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { AccountService } from '../auth/account-service';
import type { SessionService } from '../auth/service';
import type { SessionEnds } from '../realtime/session-ends';
import { alreadyJoined, lastOwner, notYourself, requireCompanyUser, requireUserManager, usersLimitReached } from './policy';
import { presentCompanyUser, statusOf } from './presenter';
import { createCompanyUsersRepository, type CompanyUserRow } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

type CompanyUsersDeps = {
  accounts: Pick<AccountService, 'inviteUser' | 'resendInvitation'>;
  sessions: Pick<SessionService, 'endUserSessions'>;
  /** Closes a user's sockets (and forgets their cached sessions) when their reach changes. */
  sessionEnds: SessionEnds;
  now: () => Date;
};

/** An owner who can sign in: accepted the invitation (or signed up) and not deactivated. */
const isActiveOwner = (row: CompanyUserRow) => row.role === 'owner' && row.active && row.passwordHash !== null && row.disabledAt === null;

/**
 * The company's users (docs/rules/roles-and-permissions.md#company-users): owners invite, change, deactivate, activate and remove them.
 * Checks over all users (the last active owner, the plan's users limit) run under the company's
 * row lock together with the change they allow (docs/decisions/0053-company-users-and-roles.md).
 */
export function createCompanyUsersService(db: Database, deps: CompanyUsersDeps) {
  const repository = createCompanyUsersRepository(db);

  async function present(row: CompanyUserRow): Promise<CompanyUser> {
    return presentCompanyUser(row, await repository.hostEvents([row.id]));
  }

  async function target(caller: Caller, userId: number): Promise<CompanyUserRow> {
    requireUserManager(caller);
    return requireCompanyUser(await repository.find(caller.companyId, userId));
  }

  /** The users limit of the company's plan (the trial's without one); null is no limit. */
  async function usersLimit(companyId: number): Promise<number | null> {
    const plan = planIdSchema.safeParse(await repository.planOf(companyId));
    return limitsOf(plan.success ? plan.data : null).users;
  }

  /** A host's events, every one the company's; another company's id answers like a missing one. */
  async function hostEventIds(tx: Database, companyId: number, role: CompanyRole, ids: number[]): Promise<number[]> {
    if (role !== 'host') return [];
    const unique = [...new Set(ids)];
    if ((await repository.companyEventIds(tx, companyId, unique)).length !== unique.length) throw notFound();
    return unique;
  }

  /** Refuses to leave the company without an active owner once `row` stops being one. */
  async function keepAnOwner(tx: Database, row: CompanyUserRow): Promise<void> {
    if (isActiveOwner(row) && (await repository.countOtherActiveOwners(tx, row.companyId, row.id)) === 0) throw lastOwner();
  }

  async function invite(caller: Caller, body: SaveCompanyUserBody): Promise<CompanyUser> {
    if (body.email === '') throw validationFailed({ email: 'validation.required' });
    const inviter = requireCompanyUser(await repository.find(caller.companyId, caller.id));
    const limit = await usersLimit(caller.companyId);
    const invited = await deps.accounts.inviteUser(
      {
        companyId: caller.companyId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        lang: body.lang,
        role: body.role,
        inviterName: `${inviter.firstName} ${inviter.lastName}`.trim(),
      },
      // Counted after the insert, under the lock: of two invitations at once the second sees the first.
      (tx, user) =>
        repository.inCompanyLock(
          caller.companyId,
          async () => {
            if (limit !== null && (await repository.countUsers(tx, caller.companyId)) > limit) throw usersLimitReached(limit);
            await repository.setHostEvents(tx, user.id, await hostEventIds(tx, caller.companyId, body.role, body.eventIds));
          },
          tx,
        ),
    );
    return present(requireCompanyUser(await repository.find(caller.companyId, invited.id)));
  }

  async function change(caller: Caller, body: SaveCompanyUserBody): Promise<CompanyUser> {
    const before = await target(caller, body.id);
    await repository.inCompanyLock(caller.companyId, async (tx) => {
      const current = requireCompanyUser(await repository.find(caller.companyId, body.id, tx));
      if (body.role !== 'owner') await keepAnOwner(tx, current);
      await repository.update(tx, current.id, { firstName: body.firstName, lastName: body.lastName, role: body.role }, deps.now());
      await repository.setHostEvents(tx, current.id, await hostEventIds(tx, caller.companyId, body.role, body.eventIds));
    });
    // Open sockets keep what they follow: closing them makes the console reconnect and subscribe under the new role.
    if (before.role !== body.role || body.role === 'host') await deps.sessionEnds.announce({ userId: before.id });
    return present(requireCompanyUser(await repository.find(caller.companyId, body.id)));
  }

  return {
    /** GET /api/companyUsers: every user of the company by name, and the plan's users limit. */
    async list(caller: Caller): Promise<CompanyUserList> {
      requireUserManager(caller);
      const rows = await repository.list(caller.companyId);
      const hostEvents = await repository.hostEvents(rows.map((row) => row.id));
      return { users: rows.map((row) => presentCompanyUser(row, hostEvents)), limit: await usersLimit(caller.companyId) };
    },

    /** GET /api/companyUsers/{userId} */
    get: async (caller: Caller, userId: number): Promise<CompanyUser> => present(await target(caller, userId)),

    /** POST /api/companyUsers: id 0 invites, another id changes names, role and a host's events. */
    async save(caller: Caller, body: SaveCompanyUserBody): Promise<CompanyUser> {
      requireUserManager(caller);
      return body.id === 0 ? invite(caller, body) : change(caller, body);
    },

    /** POST /api/companyUsers/{userId}/deactivate: no sign-in from now, and every session and socket ends at once. */
    async deactivate(caller: Caller, userId: number): Promise<CompanyUser> {
      const row = await target(caller, userId);
      if (row.id === caller.id) throw notYourself();
      await repository.inCompanyLock(caller.companyId, async (tx) => {
        const current = requireCompanyUser(await repository.find(caller.companyId, userId, tx));
        await keepAnOwner(tx, current);
        if (!current.disabledAt) await repository.update(tx, current.id, { disabledAt: deps.now() }, deps.now());
      });
      await deps.sessions.endUserSessions(row.id);
      return present(requireCompanyUser(await repository.find(caller.companyId, userId)));
    },

    /** POST /api/companyUsers/{userId}/activate: the user may sign in again. */
    async activate(caller: Caller, userId: number): Promise<CompanyUser> {
      const row = await target(caller, userId);
      await repository.inCompanyLock(caller.companyId, (tx) => repository.update(tx, row.id, { disabledAt: null }, deps.now()));
      return present(requireCompanyUser(await repository.find(caller.companyId, userId)));
    },

    /** POST /api/companyUsers/{userId}/remove: the user goes; their events stay the company's. */
    async remove(caller: Caller, userId: number): Promise<void> {
      const row = await target(caller, userId);
      if (row.id === caller.id) throw notYourself();
      await repository.inCompanyLock(caller.companyId, async (tx) => {
        const current = requireCompanyUser(await repository.find(caller.companyId, userId, tx));
        await keepAnOwner(tx, current);
        await repository.delete(tx, current.id);
      });
      await deps.sessionEnds.announce({ userId: row.id });
    },

    /** POST /api/companyUsers/{userId}/resendInvitation: a new link; the previous one stops working. */
    async resendInvitation(caller: Caller, userId: number): Promise<void> {
      const row = await target(caller, userId);
      if (statusOf(row) !== 'invited') throw alreadyJoined();
      const inviter = requireCompanyUser(await repository.find(caller.companyId, caller.id));
      await deps.accounts.resendInvitation(row, `${inviter.firstName} ${inviter.lastName}`.trim());
    },
  };
}

export type CompanyUsersService = ReturnType<typeof createCompanyUsersService>;
