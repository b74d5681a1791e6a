import {
  analyticsDashboardSchema,
  analyticsDayQuerySchema,
  analyticsGeneralSchema,
  analyticsPagedDayQuerySchema,
  analyticsPathSchema,
  analyticsRetentionSchema,
  analyticsSessionPathSchema,
  analyticsSessionQuerySchema,
  analyticsSessionSchema,
  analyticsSessionsSchema,
  engagementWeightsSchema,
} from '../schemas/analytics';
import {
  analyticsAccountsQuerySchema,
  analyticsAccountsSchema,
  analyticsExportPathSchema,
  analyticsExportQuerySchema,
  analyticsLivestreamSchema,
  analyticsRoomsSchema,
} from '../schemas/analytics-lists';
import { defineCall } from './define-call';

/**
 * The console's analytics of an event (docs/rules/analytics.md), read from the roll-ups. Every
 * call checks that the event belongs to the caller's company (and the session to the event); the
 * day filter is one of the event's days in its zone, or none for the whole event.
 */
export const analyticsCalls = {
  dashboard: defineCall({
    method: 'GET',
    path: '/analyticsDashboard/:eventId',
    summary: 'The funnel, headline figures, concurrent attendees over time and the engagement weights',
    params: analyticsPathSchema,
    query: analyticsDayQuerySchema,
    answer: analyticsDashboardSchema,
  }),
  general: defineCall({
    method: 'GET',
    path: '/analyticsGeneral/:eventId',
    summary: 'Attendance by day and hour, languages, browsers and mail sends',
    params: analyticsPathSchema,
    query: analyticsDayQuerySchema,
    answer: analyticsGeneralSchema,
  }),
  sessions: defineCall({
    method: 'GET',
    path: '/analyticsSessions/:eventId',
    summary: "One page of the agenda's sessions with their figures, in time order",
    params: analyticsPathSchema,
    query: analyticsPagedDayQuerySchema,
    answer: analyticsSessionsSchema,
  }),
  session: defineCall({
    method: 'GET',
    path: '/analyticsSession/:eventId/:sessionId',
    summary: "One session's figures, its minute curve and one page of who attended",
    params: analyticsSessionPathSchema,
    query: analyticsSessionQuerySchema,
    answer: analyticsSessionSchema,
  }),
  livestream: defineCall({
    method: 'GET',
    path: '/analyticsLivestream/:eventId',
    summary: 'Viewers, watch minutes and drop-off per room with a stream',
    params: analyticsPathSchema,
    query: analyticsDayQuerySchema,
    answer: analyticsLivestreamSchema,
  }),
  rooms: defineCall({
    method: 'GET',
    path: '/analyticsRooms/:eventId',
    summary: 'Visits, visitors, time spent, engagement and busy hours per room',
    params: analyticsPathSchema,
    query: analyticsDayQuerySchema,
    answer: analyticsRoomsSchema,
  }),
  accounts: defineCall({
    method: 'GET',
    path: '/analyticsAccounts/:eventId',
    summary: 'One page of the accounts with their funnel stage and activity, under the search, filters and sort',
    params: analyticsPathSchema,
    query: analyticsAccountsQuerySchema,
    answer: analyticsAccountsSchema,
  }),
  setWeights: defineCall({
    method: 'POST',
    path: '/analyticsWeights/:eventId',
    summary: "Sets the event's engagement weights; every score is counted with them from then on",
    params: analyticsPathSchema,
    body: engagementWeightsSchema,
    answer: engagementWeightsSchema,
  }),
  setRetention: defineCall({
    method: 'POST',
    path: '/analyticsRetention/:eventId',
    summary: "Sets how many days the event keeps its attendees' minute rows; the roll-ups stay",
    params: analyticsPathSchema,
    body: analyticsRetentionSchema,
    answer: analyticsRetentionSchema,
  }),
  exportFile: defineCall({
    method: 'GET',
    path: '/analyticsExport/:eventId/:screen/:format',
    summary: "A screen's figures for the day asked as a CSV or XLSX file in the caller's language",
    params: analyticsExportPathSchema,
    query: analyticsExportQuerySchema,
  }),
  summaryPdf: defineCall({
    method: 'GET',
    path: '/analyticsSummary/:eventId',
    summary: "The dashboard's figures for the day asked as a PDF in the caller's language",
    params: analyticsPathSchema,
    query: analyticsDayQuerySchema,
  }),
};
