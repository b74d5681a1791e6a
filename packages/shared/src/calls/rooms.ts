import { okSchema } from '../schemas/auth';
import { deleteRoomBodySchema, reorderRoomsBodySchema, roomPathSchema, roomSchema, roomsPathSchema, saveRoomBodySchema } from '../schemas/rooms';
import { defineCall } from './define-call';

/** The rooms of an event (docs/rules/rooms-and-agenda.md#rooms). */
export const roomCalls = {
  list: defineCall({ method: 'GET', path: '/rooms/:eventId', summary: "The event's rooms in order", params: roomsPathSchema, answer: roomSchema.array() }),
  get: defineCall({ method: 'GET', path: '/room/:eventId/:roomId', summary: 'One room', params: roomPathSchema, answer: roomSchema }),
  save: defineCall({ method: 'POST', path: '/room', summary: 'Adds a room (id 0) or saves one', body: saveRoomBodySchema, answer: roomSchema }),
  delete: defineCall({ method: 'POST', path: '/deleteRoom', summary: 'Deletes a room', body: deleteRoomBodySchema, answer: okSchema }),
  reorder: defineCall({
    method: 'POST',
    path: '/reorderRooms/:eventId',
    summary: "Puts the event's rooms in the given order (every room id once)",
    params: roomsPathSchema,
    body: reorderRoomsBodySchema,
    answer: roomSchema.array(),
  }),
};
