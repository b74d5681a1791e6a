import { asLanguage, ERROR_CODES, INVALID_FILE_FORMAT, asCompanyRole, mayManageBilling, type Language, type Profile, type SetUserInfoBody } from '@aula/shared';
import { composeMail } from '../../adapters/mail/compose';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DomainError, notFound, validationFailed } from '../../http/domain-error';
import type { JobQueue } from '../../jobs/queue';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { CompanyChanges } from '../auth/session-cache-sync';
import { tokenInvalid } from '../auth/errors';
import type { PasswordPolicy } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { FilesService } from '../files/service';
import { fileUrl } from '../files/file-url';
import { UploadedImage } from '../files/uploads';
import type { SessionEnds } from '../realtime/session-ends';
import { normalizeEmail } from '../users/service';
import { emailChangeJob } from './mail-jobs';
import { changeNoticeMail, confirmNewAddressMail } from './mail-texts';
import { createProfileRepository, type ProfileRow } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role' | 'tokenId'>;

type ProfileDeps = {
  db: Database;
  files: Pick<FilesService, 'storeUserPhoto' | 'discardPhotos'>;
  passwordPolicy: PasswordPolicy;
  sessionEnds: SessionEnds;
  companyChanges: CompanyChanges;
  jobs: JobQueue;
  mail: Mailer;
  config: Config;
  now: () => Date;
};

/** What `image` of POST /setUserInfo asks for: keep the photo, delete it, or store a new one. */
export type ImageChange = { kind: 'keep' } | { kind: 'delete' } | { kind: 'replace'; upload: UploadedImage };

/** Reads the multipart `image`: absent keeps the photo; an empty file or empty text deletes it; other text is no image. */
export function imageChangeOf(image: unknown): ImageChange {
  if (image === undefined) return { kind: 'keep' };
  if (image === '' || (image instanceof UploadedImage && image.content.length === 0)) return { kind: 'delete' };
  if (image instanceof UploadedImage) return { kind: 'replace', upload: image };
  throw validationFailed({ image: INVALID_FILE_FORMAT });
}

const FILE_URL_PREFIX = fileUrl('');
const storageKeyOf = (image: string | null) => (image?.startsWith(FILE_URL_PREFIX) ? image.slice(FILE_URL_PREFIX.length) : null);
/** The upload's field errors are reported against the form's `image` field. */
function asImageFieldError(error: unknown): unknown {
  if (!(error instanceof DomainError) || !error.fields?.file) return error;
  return new DomainError(error.status, error.code, error.messageKey, { image: error.fields.file }, error.params);
}

function presentProfile(row: ProfileRow): Profile {
  const role = asCompanyRole(row.role);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    pendingEmail: row.pendingEmail,
    image: row.image,
    company: row.company,
    mayEditCompany: mayManageBilling(role),
    lang: asLanguage(row.lang),
    role,
  };
}

/**
 * The signed-in user's own profile (docs/rules/accounts-and-sign-in.md#profile): names, company (owners), language and photo;
 * the password; the e-mail address, which changes only when the link mailed to the new address
 * is opened. Every change is announced to the session caches before the answer leaves.
 */
export function createProfileService(deps: ProfileDeps) {
  const { files, jobs, config, now } = deps;
  const repository = createProfileRepository(deps.db);

  async function requireRow(userId: number): Promise<ProfileRow> {
    const row = await repository.find(userId);
    if (!row) throw notFound();
    return row;
  }

  jobs.handle(emailChangeJob, async ({ userId, newEmail, lang }) => {
    const user = await repository.find(userId);
    // A later request, or a confirmed or cancelled one, replaced this change: its mail is moot.
    if (!user || user.pendingEmail !== newEmail) return;
    const hours = config.tokens.verifyTtlHours;
    const token = newOpaqueToken();
    await repository.replaceEmailChangeToken(userId, newEmail, hashToken(token), new Date(now().getTime() + hours * 3600_000), now());
    const url = `${config.publicUrl}/auth/confirm-email/${token}`;
    await deps.mail.send(composeMail(newEmail, confirmNewAddressMail(lang, { firstName: user.firstName, url, hours }), lang));
    const loginUrl = `${config.publicUrl}/auth/login`;
    await deps.mail.send(composeMail(user.email, changeNoticeMail(lang, { firstName: user.firstName, newEmail, loginUrl }), lang));
  });

  return {
    /** GET /api/profile */
    get: async (user: Caller): Promise<Profile> => presentProfile(await requireRow(user.id)),

    /** The address the user signs in with, for the rate limits of password checks. */
    emailOf: async (user: Caller): Promise<string> => (await requireRow(user.id)).email,

    /** Whether `password` is the user's current password (hashing work is the same either way). */
    passwordMatches: async (user: Caller, password: string): Promise<boolean> =>
      verifyPassword((await repository.find(user.id))?.passwordHash, password),

    /**
     * POST /api/setUserInfo. A new photo is checked and stored first, so a refused image changes
     * nothing; the photo it replaces (or the deleted one) goes after the save. A company name from
     * anyone but an owner is ignored: the form shows it read-only and sends it back unchanged.
     */
    async save(user: Caller, body: SetUserInfoBody, image: ImageChange): Promise<Profile> {
      const before = await requireRow(user.id);
      let stored: string | null = null;
      if (image.kind === 'replace') {
        try {
          stored = await files.storeUserPhoto(user, image.upload);
        } catch (error) {
          throw asImageFieldError(error);
        }
      }
      const company = body.company !== undefined && mayManageBilling(asCompanyRole(before.role)) ? body.company : undefined;
      const newImage = image.kind === 'keep' ? undefined : stored && fileUrl(stored);
      try {
        await repository.save(user, { firstName: body.firstName, lastName: body.lastName, lang: body.lang, image: newImage, company }, now());
      } catch (error) {
        if (stored) await files.discardPhotos([stored]);
        throw error;
      }
      deps.companyChanges.announce(user.companyId);
      const replaced = image.kind === 'keep' ? null : storageKeyOf(before.image);
      if (replaced) await files.discardPhotos([replaced]);
      return presentProfile(await requireRow(user.id));
    },

    /**
     * POST /api/changePassword, after the caller checked the current password: the new one must
     * pass the password rules (docs/rules/accounts-and-sign-in.md#passwords) and the breached check as at sign-up; the user's other sessions end
     * everywhere (as after a reset), the one that asked stays signed in.
     */
    async changePassword(user: Caller, password: string): Promise<void> {
      const row = await requireRow(user.id);
      await deps.passwordPolicy.assertAcceptable(password, row);
      await repository.setPasswordHash(user.id, await hashPassword(password), now());
      const ended = await repository.revokeOtherAccessTokens(user.id, user.tokenId, now());
      if (ended.length > 0) await deps.sessionEnds.announce({ tokenIds: ended });
    },

    /**
     * POST /api/changeEmail, after the caller checked the password: the address becomes pending
     * and, when `send`, the mails are queued. A taken address gets the same answer and the same
     * mails; its link fails when opened. The current address itself cancels a pending change.
     */
    async requestEmailChange(user: Caller, email: string, lang: Language, send: boolean): Promise<void> {
      const row = await requireRow(user.id);
      const newEmail = normalizeEmail(email);
      if (newEmail === row.email) {
        await repository.setPendingEmail(user.id, null, now());
        return;
      }
      await repository.setPendingEmail(user.id, newEmail, now());
      if (send) await jobs.enqueue(emailChangeJob, { userId: user.id, newEmail, lang });
    },

    /**
     * POST /api/cancelEmailChange: the pending address goes and the link mailed to it answers
     * invalid from now on; a mail job still queued for it finds nothing pending and sends nothing.
     * Harmless without a pending change.
     */
    async cancelEmailChange(user: Caller): Promise<void> {
      await repository.cancelEmailChange(user.id, now());
    },

    /** POST /api/confirmEmailChange: the link from the mail to the new address. */
    async confirmEmailChange(token: string): Promise<void> {
      const result = await repository.applyEmailChange(hashToken(token), now());
      if (result.outcome === 'invalid') throw tokenInvalid();
      deps.companyChanges.announce(result.companyId);
      if (result.outcome === 'taken') {
        await repository.setPendingEmail(result.userId, null, now());
        throw new DomainError(409, ERROR_CODES.validation, 'email_change_taken');
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
