import { okSchema } from '../schemas/common-answers';
import { reactionBodySchema, reactionPathSchema } from '../schemas/reactions';
import { defineCall } from './define-call';

/** Live reactions on a stage (docs/rules/venue.md#reactions). */
export const venueReactionCalls = {
  react: defineCall({
    method: 'POST',
    path: '/venue/rooms/:roomId/reactions',
    summary: "Sends one reaction to everyone in a stage room",
    params: reactionPathSchema,
    body: reactionBodySchema,
    answer: okSchema,
  }),
};
