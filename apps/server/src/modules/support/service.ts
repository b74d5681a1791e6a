import type { SupportConversation, SupportInbox } from '@aula/shared';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { SocketPush } from '../realtime/socket-push';
import { systemAccessOf } from '../system/policy';
import { createSupportRepository, type SupportMessageRow } from './repository';

type Organiser = Pick<AuthenticatedUser, 'id' | 'companyId'>;
type Staff = Pick<AuthenticatedUser, 'id' | 'isAdmin' | 'email'>;
type SupportDeps = {
  staffEmailDomain: string;
  now: () => Date;
  sockets: Pick<SocketPush, 'sendToUser' | 'sendToCompany'>;
  onPushError: (error: unknown) => void;
};

/**
 * Built-in support (docs/decisions/0137-built-in-support-conversations.md): an organiser writes for
 * their company and reads only their company's conversation; the product's staff (admins and
 * internal staff, docs/rules/roles-and-permissions.md#internal-staff) read every company's and answer.
 */
export function createSupportService(db: Database, deps: SupportDeps) {
  const repository = createSupportRepository(db);

  const requireStaff = (caller: Staff) => {
    if (!systemAccessOf(caller, deps.staffEmailDomain)) throw forbidden();
  };

  const present = (row: SupportMessageRow, forStaff: boolean) => ({
    id: row.id,
    body: row.body,
    fromStaff: row.fromStaff,
    // Organisers see 'Support', never which staff member answered; staff see who wrote at the company.
    authorName: row.fromStaff && !forStaff ? '' : [row.firstName, row.lastName].filter(Boolean).join(' '),
    createdAt: row.createdAt.toISOString(),
  });

  /**
   * Tells the company's users and every staff member that the conversation has a new message
   * (docs/decisions/0138-live-support-and-registrations.md). Staff are found when it is sent, so
   * no one who stopped being staff hears of it. The message is stored already: a failed push is
   * logged, and the screens catch up when their socket reconnects.
   */
  const announce = async (companyId: number, fromStaff: boolean) => {
    const message = { action: 'supportChanged', companyId, fromStaff } as const;
    try {
      const staff = (await repository.staffCandidates(deps.staffEmailDomain)).filter(
        (user) => systemAccessOf(user, deps.staffEmailDomain) !== null && user.companyId !== companyId,
      );
      await Promise.all([deps.sockets.sendToCompany(companyId, message), ...staff.map((user) => deps.sockets.sendToUser(user.id, message))]);
    } catch (error) {
      deps.onPushError(error);
    }
  };

  const conversation = async (companyId: number, forStaff: boolean): Promise<SupportConversation> => ({
    companyId,
    messages: (await repository.messages(companyId)).map((row) => present(row, forStaff)),
  });

  return {
    conversation(caller: Organiser): Promise<SupportConversation> {
      return conversation(caller.companyId, false);
    },

    async send(caller: Organiser, body: string): Promise<SupportConversation> {
      await repository.add({ companyId: caller.companyId, authorUserId: caller.id, fromStaff: false, body, at: deps.now() });
      await announce(caller.companyId, false);
      return conversation(caller.companyId, false);
    },

    async inbox(caller: Staff): Promise<SupportInbox> {
      requireStaff(caller);
      const rows = await repository.inbox();
      return { conversations: rows.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt.toISOString() })) };
    },

    async inboxConversation(caller: Staff, companyId: number): Promise<SupportConversation> {
      requireStaff(caller);
      if (!(await repository.companyExists(companyId))) throw notFound();
      await repository.markReadByStaff(companyId);
      return conversation(companyId, true);
    },

    async answer(caller: Staff, companyId: number, body: string): Promise<SupportConversation> {
      requireStaff(caller);
      if (!(await repository.companyExists(companyId))) throw notFound();
      await repository.add({ companyId, authorUserId: caller.id, fromStaff: true, body, at: deps.now() });
      await repository.markReadByStaff(companyId);
      await announce(companyId, true);
      return conversation(companyId, true);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
