import { z } from 'zod';
import {
  agendaSavedIdSchema,
  agendaSchema,
  agendaSessionPathSchema,
  agendaSessionSchema,
  agendaSpeakerOptionSchema,
  deleteAgendaItemBodySchema,
  deleteSessionHostBodySchema,
  saveAgendaCategoryBodySchema,
  saveAgendaSessionBodySchema,
  saveSessionHostBodySchema,
  sessionHostListSchema,
  sessionHostSchema,
} from '../schemas/agenda';
import { okSchema } from '../schemas/auth';
import { eventIdPathSchema } from '../schemas/events';
import { eventIdParamSchema } from '../schemas/static-data';
import { defineCall } from './define-call';

/** The agenda of an event: tracks, sessions, the company's hosts and the iCal export (docs/rules/rooms-and-agenda.md). */
export const agendaCalls = {
  get: defineCall({ method: 'GET', path: '/agenda/:id', summary: "The event's tracks and sessions", params: eventIdPathSchema, answer: agendaSchema }),
  ical: defineCall({ method: 'GET', path: '/agenda/:eventId/ical', summary: 'The agenda as an iCalendar file', params: eventIdParamSchema }),
  saveCategory: defineCall({
    method: 'POST',
    path: '/agendaCategory',
    summary: 'Adds a track (id 0) or saves one',
    body: saveAgendaCategoryBodySchema,
    answer: agendaSavedIdSchema,
  }),
  deleteCategory: defineCall({ method: 'POST', path: '/deleteAgendaCategory', summary: 'Deletes a track', body: deleteAgendaItemBodySchema, answer: okSchema }),
  getSession: defineCall({
    method: 'GET',
    path: '/agendaSession/:eventId/:sessId',
    summary: 'One session',
    params: agendaSessionPathSchema,
    answer: agendaSessionSchema,
  }),
  saveSession: defineCall({
    method: 'POST',
    path: '/agendaSession',
    summary: 'Adds a session (id 0) or saves one',
    body: saveAgendaSessionBodySchema,
    answer: agendaSavedIdSchema,
  }),
  deleteSession: defineCall({ method: 'POST', path: '/deleteAgendaSession', summary: 'Deletes a session', body: deleteAgendaItemBodySchema, answer: okSchema }),
  speakers: defineCall({
    method: 'GET',
    path: '/agendaSpeakers/:id',
    summary: "The event's accounts a session may name as speakers",
    params: eventIdPathSchema,
    answer: z.array(agendaSpeakerOptionSchema),
  }),
  hosts: defineCall({ method: 'GET', path: '/sessionHosts', summary: "The company's session hosts", answer: sessionHostListSchema }),
  saveHost: defineCall({
    method: 'POST',
    path: '/sessionHost',
    summary: 'Adds a host (id 0) or renames one',
    body: saveSessionHostBodySchema,
    answer: sessionHostSchema,
  }),
  deleteHost: defineCall({
    method: 'POST',
    path: '/deleteSessionHost',
    summary: 'Deletes a host and takes it off every session',
    body: deleteSessionHostBodySchema,
    answer: okSchema,
  }),
};
