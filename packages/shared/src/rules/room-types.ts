/**
 * The kinds of room (docs/rules/rooms-and-agenda.md#room-types): a stage with a livestream, a video meeting, networking, an expo
 * booth, an embedded page. A plain list, free of zod, so that the venue's first load does not
 * carry full zod.
 */
export const ROOM_TYPES = ['stage', 'meeting', 'networking', 'expo', 'embed'] as const;
