import { okSchema } from '../schemas/auth';
import { eventIdPathSchema } from '../schemas/events';
import { editorUploadResultSchema, libraryImageIdPathSchema, libraryUploadQuerySchema, libraryImageListSchema, libraryImageSchema, storageKeyPathSchema } from '../schemas/files';
import { placeSearchQuerySchema, placeSuggestionSchema } from '../schemas/places';
import { eventIdParamSchema, staticDataSchema } from '../schemas/static-data';
import { defineCall } from './define-call';

/** The company's image library and the rich-text editors' uploads (docs/rules/uploads.md#library); uploads are multipart. */
export const libraryCalls = {
  list: defineCall({ method: 'GET', path: '/library/images', summary: "The company's library images, newest first", answer: libraryImageListSchema }),
  upload: defineCall({
    method: 'POST',
    path: '/library/images',
    summary: 'Adds an image (multipart field `file`); `shape=square` refuses one under 500x500 px or not 1:1',
    query: libraryUploadQuerySchema,
    answer: libraryImageSchema,
  }),
  delete: defineCall({
    method: 'POST',
    path: '/library/images/:id/delete',
    summary: 'Deletes an image no room or design uses',
    params: libraryImageIdPathSchema,
    answer: okSchema,
  }),
  /** The same for REST clients. */
  remove: defineCall({
    method: 'DELETE',
    path: '/library/images/:id',
    summary: 'Deletes an image no room or design uses',
    params: libraryImageIdPathSchema,
    answer: okSchema,
  }),
  file: defineCall({
    method: 'GET',
    path: '/files/:storageKey',
    summary: 'A stored image, without sign-in (public pages and e-mails show them)',
    params: storageKeyPathSchema,
  }),
  editorUpload: defineCall({
    method: 'POST',
    path: '/tinymceUpload/:id',
    summary: "Stores an image of an event's rich text (multipart field `file`)",
    params: eventIdPathSchema,
    answer: editorUploadResultSchema,
  }),
};

/** What the forms choose from (getStaticData, docs/rules/calls.md#static-data) and the place search of the event location. */
export const staticDataCalls = {
  get: defineCall({ method: 'GET', path: '/getStaticData', summary: 'The options of the forms', answer: staticDataSchema }),
  forEvent: defineCall({
    method: 'GET',
    path: '/getStaticData/:eventId',
    summary: "The options of an event's forms (0 = no event)",
    params: eventIdParamSchema,
    answer: staticDataSchema,
  }),
  searchPlaces: defineCall({
    method: 'GET',
    path: '/searchPlaces',
    summary: "Suggestions for the event's location from the configured geocoder",
    query: placeSearchQuerySchema,
    answer: placeSuggestionSchema.array(),
  }),
};
