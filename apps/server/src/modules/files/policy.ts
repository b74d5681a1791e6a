import { notFound } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';

/**
 * Tenant rule for files: a user reaches only their own company's files. Another company's file
 * is answered exactly like a missing one, so ids reveal nothing.
 */
export function requireOwnFile<T extends { companyId: number }>(file: T | null, user: Pick<AuthenticatedUser, 'companyId'>): T {
  if (!file || file.companyId !== user.companyId) throw notFound();
  return file;
}
