import {
  accountImportFormSchema,
  accountImportPathSchema,
  accountImportPreviewSchema,
  accountImportSchema,
  accountImportTemplateQuerySchema,
  finishedAccountImportsQuerySchema,
  finishedAccountImportsSchema,
  latestAccountImportSchema,
} from '../schemas/account-import';
import { defineCall } from './define-call';

/**
 * The account import of an event (issue 9 §3). Preview and apply are multipart: the `file` (CSV
 * or XLSX, sent again with each call, so nothing is kept between them) beside the text fields of
 * `accountImportFormSchema`. Every call checks that the event belongs to the caller's company.
 */
export const accountImportCalls = {
  preview: defineCall({
    method: 'POST',
    path: '/importAccountsPreview/:eventId',
    summary: 'Reads an account file and answers its columns, the mapping, the rows as mapped, every problem by line and field, and counts',
    params: accountImportPathSchema,
    body: accountImportFormSchema,
    answer: accountImportPreviewSchema,
  }),
  apply: defineCall({
    method: 'POST',
    path: '/importAccounts/:eventId',
    summary: 'Checks the file again and, without problems, imports its rows in the background, all or nothing',
    params: accountImportPathSchema,
    body: accountImportFormSchema,
    answer: accountImportSchema,
  }),
  latest: defineCall({
    method: 'GET',
    path: '/importAccounts/:eventId',
    summary: "The event's latest account import: running, or its result",
    params: accountImportPathSchema,
    answer: latestAccountImportSchema,
  }),
  finished: defineCall({
    method: 'GET',
    path: '/importAccountsFinished',
    summary: "The caller's own imports that finished since a time of the server's (at most an hour back), oldest first, as the socket pushed them",
    query: finishedAccountImportsQuerySchema,
    answer: finishedAccountImportsSchema,
  }),
  template: defineCall({
    method: 'GET',
    path: '/importAccountsTemplate',
    summary: 'A CSV template with English or German headers and one example row',
    query: accountImportTemplateQuerySchema,
  }),
};
