import { validateNavigation, type EventNavigation, type SaveNavigationBody } from '@aula/shared';
import type { Database } from '../../db/client';
import { validationFailed } from '../../http/domain-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { EventsService } from '../events/service';
import { presentNavigation } from './presenter';
import { createNavigationRepository } from './repository';

type Caller = Pick<AuthenticatedUser, 'id' | 'companyId' | 'role'>;

/**
 * The attendee menu of an event (docs/rules/design.md#attendee-menu). Every call checks that the caller's company
 * owns the event; a save re-checks every menu rule and replaces the whole menu at once.
 */
export function createNavigationService(db: Database, { events }: { events: Pick<EventsService, 'requireOwned'> }) {
  const repository = createNavigationRepository(db);

  return {
    /** The saved menu or the default one (GET /api/navigation/{eventId}). */
    async get(user: Caller, eventId: number): Promise<EventNavigation> {
      await events.requireOwned(user, eventId);
      return presentNavigation(eventId, await repository.list(eventId));
    },

    /** Replaces the menu with the given ordered list (POST /api/navigation/{eventId}). */
    async save(user: Caller, eventId: number, body: SaveNavigationBody): Promise<EventNavigation> {
      await events.requireOwned(user, eventId);
      const errors = validateNavigation(body.items);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await repository.replace(
        eventId,
        body.items.map((item) => ({
          kind: item.kind,
          labelEn: item.labelEn,
          labelDe: item.labelDe,
          icon: item.icon,
          url: item.kind === 'link' ? item.url : '',
          visible: item.visible,
          isLanding: item.isLanding,
        })),
      );
      return presentNavigation(eventId, await repository.list(eventId));
    },
  };
}
