import type { EventDesign, ImageRef, SaveEventDesignBody } from '@aula/shared';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import { presentDesign } from './presenter';
import { createDesignRepository } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

/** How the design checks a chosen image: the files service's `requireOwnImage`. */
export type ImageOwnership = { requireOwnImage(user: Caller, fileId: number, squareField?: string): Promise<ImageRef> };

/**
 * The look of an event's public page (docs/rules/design.md#event-design): images, colours and font. Every call checks
 * that the caller's company owns the event, and every image that it owns the file.
 */
export function createDesignService(
  db: Database,
  deps: { now: () => Date; images: ImageOwnership; events: Pick<EventsService, 'requireOwned'> },
) {
  const repository = createDesignRepository(db);
  const { events } = deps;

  return {
    /** The saved design or the defaults (GET /api/design/{eventId}). */
    async get(user: Caller, eventId: number): Promise<EventDesign> {
      await events.requireOwned(user, eventId);
      return presentDesign(eventId, await repository.find(eventId));
    },

    /**
     * Saves the design (POST /api/design/{eventId}); the event image also becomes the event's
     * image in the events list and the toolbar. A missing or foreign file answers 404.
     */
    async save(user: Caller, eventId: number, body: SaveEventDesignBody): Promise<EventDesign> {
      await events.requireOwned(user, eventId);
      const image = body.imageFileId === null ? null : await deps.images.requireOwnImage(user, body.imageFileId, 'imageFileId');
      if (body.logoFileId !== null) await deps.images.requireOwnImage(user, body.logoFileId, 'logoFileId');
      if (body.bannerFileId !== null) await deps.images.requireOwnImage(user, body.bannerFileId);
      await repository.save(
        eventId,
        {
          imageFileId: body.imageFileId,
          logoFileId: body.logoFileId,
          bannerFileId: body.bannerFileId,
          primaryColor: body.primaryColor,
          backgroundColor: body.backgroundColor,
          accentColor: body.accentColor,
          font: body.font,
        },
        image?.url ?? null,
        deps.now(),
      );
      return presentDesign(eventId, await repository.find(eventId));
    },
  };
}
