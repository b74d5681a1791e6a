import {
  customCssPathSchema,
  customCssPreviewSchema,
  customCssSchema,
  customCssVersionPathSchema,
  saveCustomCssBodySchema,
} from '../schemas/custom-css';
import { defineCall } from './define-call';

/** An event's own CSS for the venue and the public page (docs/rules/design.md#custom-css). */
export const customCssCalls = {
  get: defineCall({
    method: 'GET',
    path: '/customCss/:eventId',
    summary: "The event's custom CSS in use and its saved versions",
    params: customCssPathSchema,
    answer: customCssSchema,
  }),
  save: defineCall({
    method: 'POST',
    path: '/customCss/:eventId',
    summary: 'Saves the custom CSS as a new version; refused with every problem at its line and column',
    params: customCssPathSchema,
    body: saveCustomCssBodySchema,
    answer: customCssSchema,
  }),
  preview: defineCall({
    method: 'POST',
    path: '/customCss/:eventId/preview',
    summary: 'What the server would keep of a draft, and its problems, without saving',
    params: customCssPathSchema,
    body: saveCustomCssBodySchema,
    answer: customCssPreviewSchema,
  }),
  restore: defineCall({
    method: 'POST',
    path: '/customCss/:eventId/restore/:version',
    summary: "Saves a saved version's text again as the newest version",
    params: customCssVersionPathSchema,
    answer: customCssSchema,
  }),
};
