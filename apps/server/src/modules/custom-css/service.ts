import { CUSTOM_CSS_VERSIONS_KEPT, layeredCustomCss, type CustomCss, type CustomCssPreview } from '@aula/shared';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import type { FilesService } from '../files/service';
import { presentCustomCss, presentProblem } from './presenter';
import { createCustomCssRepository } from './repository';
import { sanitizeCss, type SanitizedCss } from './sanitize-css';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

type Deps = {
  now: () => Date;
  events: Pick<EventsService, 'requireOwned'>;
  files: Pick<FilesService, 'ownImageUrls'>;
};

/**
 * An event's own CSS for the venue and the public page (docs/rules/design.md#custom-css): saved
 * versions, each sanitised on the server. Every call checks that the caller reaches the event, as
 * the design screen does.
 */
export function createCustomCssService(db: Database, { now, events, files }: Deps) {
  const repository = createCustomCssRepository(db);

  /** Sanitises with `url()` allowed only for the company's own images. */
  const sanitize = (user: Caller, css: string): Promise<SanitizedCss> => sanitizeCss(css, (urls) => files.ownImageUrls(user, urls));

  async function current(eventId: number): Promise<CustomCss> {
    return presentCustomCss(eventId, await repository.versions(eventId, CUSTOM_CSS_VERSIONS_KEPT));
  }

  /** Saves a new version, or refuses the text with every problem at its line and column. */
  async function saveVersion(user: Caller, eventId: number, css: string): Promise<CustomCss> {
    const sanitized = await sanitize(user, css);
    if (sanitized.problems.length > 0) throw validationFailed({ css: 'validation.css_invalid' }, sanitized.problems.map(presentProblem));
    await repository.add(eventId, { css, sanitizedCss: sanitized.css, savedBy: user.id, savedAt: now() }, CUSTOM_CSS_VERSIONS_KEPT);
    return current(eventId);
  }

  return {
    /** GET /api/customCss/{eventId}. */
    async get(user: Caller, eventId: number): Promise<CustomCss> {
      await events.requireOwned(user, eventId);
      return current(eventId);
    },

    /** POST /api/customCss/{eventId}/preview: what a save would keep, for the live preview. */
    async preview(user: Caller, eventId: number, css: string): Promise<CustomCssPreview> {
      await events.requireOwned(user, eventId);
      const sanitized = await sanitize(user, css);
      return { sanitizedCss: layeredCustomCss(sanitized.css), problems: sanitized.problems };
    },

    /** POST /api/customCss/{eventId}. */
    async save(user: Caller, eventId: number, css: string): Promise<CustomCss> {
      await events.requireOwned(user, eventId);
      return saveVersion(user, eventId, css);
    },

    /** POST /api/customCss/{eventId}/restore/{version}: that version's text saved again as the newest. */
    async restore(user: Caller, eventId: number, version: number): Promise<CustomCss> {
      await events.requireOwned(user, eventId);
      const saved = await repository.version(eventId, version);
      if (!saved) throw notFound();
      return saveVersion(user, eventId, saved.css);
    },

    /** The number of the version the event's pages link to, or null before the first save. */
    currentVersion: (eventId: number): Promise<number | null> => repository.currentVersion(eventId),

    /** The sanitised CSS the public page inlines; empty before the first save. */
    async stylesheetOf(eventId: number): Promise<string> {
      return layeredCustomCss((await repository.currentText(eventId)) ?? '');
    },

    /** The venue's stylesheet of a published event by its (upper-case) code, and its version; null without one. */
    async stylesheetOfCode(code: string): Promise<{ css: string; version: number } | null> {
      const row = await repository.currentOfCode(code);
      return row ? { css: layeredCustomCss(row.sanitizedCss), version: row.version } : null;
    },
  };
}

export type CustomCssService = ReturnType<typeof createCustomCssService>;
