import type { FastifyInstance } from 'fastify';
import { createEventsService } from '../events/service';
import { createFilesService } from '../files/service';
import { createRoomsService } from '../rooms/service';
import { createAgendaService } from './service';

/** The agenda service with the services it calls (rooms for names and room ids), from the app's parts. */
export function agendaServiceFor(app: FastifyInstance) {
  const { db } = app.database;
  const rooms = createRoomsService(db, {
    events: createEventsService(db, { now: app.now }),
    files: createFilesService(db, app.adapters.storage),
  });
  return createAgendaService(db, { now: app.now, rooms });
}
