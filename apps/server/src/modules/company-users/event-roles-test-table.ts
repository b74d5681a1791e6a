import { DEFAULT_ANALYTICS_RETENTION_DAYS, DEFAULT_ENGAGEMENT_WEIGHTS } from '@aula/shared';
import { pollBody } from '@aula/shared/testing/poll-body';
import { TEST_TEMPLATE_WORDS } from '../mail-sends/mail-sends-test-support';
import { csvFile, ENGLISH_HEADERS, peopleRows } from '../account-import/account-import-test-support';
import { sessionBody } from '../agenda/agenda-test-support';
import { accountBody } from '../attendees/attendees-test-support';
import type { FilePart } from '../events/events-test-support';
import { makePng } from '../files/test-images';
import { mailSettingsForm } from '../mail-settings/mail-settings-test-support';
import { integrationForm } from '../meeting-integrations/meeting-integrations-test-support';
import { roomBody } from '../rooms/rooms-test-support';

/** The ids of one event's objects, made by its owner, that the calls below take. */
export type EventFixture = {
  eventId: number;
  roomId: number;
  categoryId: number;
  sessionId: number;
  /** Two accounts: the erasure takes one, the bulk delete the other. */
  accountId: number;
  otherAccountId: number;
  pollId: number;
  /** A second poll, never opened: the delete row takes it, as an open poll is not deleted. */
  otherPollId: number;
  templateId: number;
  libraryTemplateId: number;
  notificationId: number;
  /** A notification scheduled for later, which the cancel row takes (a draft is not cancelled). */
  scheduledNotificationId: number;
  channelId: number;
  messageId: number;
  /** An attendee's wall post and Q&A question, and a send scheduled for later (so it can be cancelled). */
  wallPostId: number;
  questionId: number;
  sendId: number;
  /** A meeting room whose provider is the event's Jitsi, for the organiser's join. */
  meetingRoomId: number;
  /** An expo room, for its booth content. */
  expoRoomId: number;
  /** Two confirmed registrations awaiting approval: the approve row takes one, the reject row the other. */
  registrationId: number;
  otherRegistrationId: number;
};

/** One request as a client sends it: JSON, or multipart with a file. */
export type TableRequest = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object; multipart?: Record<string, string | FilePart> };

/** How the role rule answers the assigned host: like the owner, or 403 for what only owners and managers do. */
export type Expectation = 'as-owner' | 'creator-only' | 'changes';

export type TableRow = { call: string; request: (f: EventFixture, prior: Record<string, unknown>) => TableRequest; expect?: Expectation };

const get = (url: string): TableRequest => ({ method: 'GET', url });
const post = (url: string, payload: object = {}): TableRequest => ({ method: 'POST', url, payload });
const png = (): FilePart => ({ filename: 'photo.png', content: makePng(), type: 'image/png' });
const template = { ...TEST_TEMPLATE_WORDS, name: 'Welcome', id: 0 };
const customCss = { css: '.title { color: #1e88e5; }' };
/** The event's Jitsi, at the fake server the fixture starts. */
const jitsiForm = (prior: Record<string, unknown>) => integrationForm({ serverUrl: prior.jitsiUrl as string });

/**
 * Every event-scoped console call of packages/shared/src/calls with a valid request for the
 * fixture's event, named `<calls object>.<key>`. Calls that change or delete what later rows use
 * come last (`changes`: judged by their own answer, not against the owner's).
 */
export const EVENT_SCOPED_ROWS: TableRow[] = [
  { call: 'eventCalls.get', request: (f) => get(`/event/${f.eventId}`) },
  { call: 'eventCalls.shortInfo', request: (f) => get(`/eventShortInfo/${f.eventId}`) },
  { call: 'analyticsCalls.dashboard', request: (f) => get(`/analyticsDashboard/${f.eventId}`) },
  { call: 'analyticsCalls.general', request: (f) => get(`/analyticsGeneral/${f.eventId}`) },
  { call: 'analyticsCalls.sessions', request: (f) => get(`/analyticsSessions/${f.eventId}`) },
  { call: 'analyticsCalls.session', request: (f) => get(`/analyticsSession/${f.eventId}/${f.sessionId}`) },
  { call: 'analyticsCalls.livestream', request: (f) => get(`/analyticsLivestream/${f.eventId}`) },
  { call: 'analyticsCalls.rooms', request: (f) => get(`/analyticsRooms/${f.eventId}`) },
  { call: 'analyticsCalls.accounts', request: (f) => get(`/analyticsAccounts/${f.eventId}`) },
  { call: 'analyticsCalls.setWeights', request: (f) => post(`/analyticsWeights/${f.eventId}`, DEFAULT_ENGAGEMENT_WEIGHTS) },
  { call: 'analyticsCalls.setRetention', request: (f) => post(`/analyticsRetention/${f.eventId}`, { retentionDays: DEFAULT_ANALYTICS_RETENTION_DAYS }) },
  { call: 'analyticsCalls.exportFile', request: (f) => get(`/analyticsExport/${f.eventId}/dashboard/csv`) },
  { call: 'analyticsCalls.summaryPdf', request: (f) => get(`/analyticsSummary/${f.eventId}`) },
  { call: 'eventCalls.export', request: (f) => get(`/exportEvent/${f.eventId}`) },
  { call: 'eventCalls.save', request: (_f, prior) => post('/event', prior.eventFields as object) },
  { call: 'eventCalls.duplicate', request: (f) => post(`/duplicateEvent/${f.eventId}`), expect: 'creator-only' },
  { call: 'agendaCalls.get', request: (f) => get(`/agenda/${f.eventId}`) },
  { call: 'agendaCalls.ical', request: (f) => get(`/agenda/${f.eventId}/ical`) },
  { call: 'agendaCalls.getSession', request: (f) => get(`/agendaSession/${f.eventId}/${f.sessionId}`) },
  { call: 'agendaCalls.speakers', request: (f) => get(`/agendaSpeakers/${f.eventId}`) },
  { call: 'agendaCalls.saveCategory', request: (f) => post('/agendaCategory', { id: f.categoryId, eventId: f.eventId, name: 'Main', color: '#1e88e5' }) },
  { call: 'agendaCalls.saveSession', request: (f) => post('/agendaSession', sessionBody(f.eventId, { id: f.sessionId, roomId: f.roomId, allowOverlap: true })) },
  { call: 'attendeeCalls.list', request: (f) => get(`/accounts/${f.eventId}`) },
  { call: 'attendeeCalls.get', request: (f) => get(`/account/${f.eventId}/${f.accountId}`) },
  { call: 'attendeeCalls.save', request: (f) => post('/account', accountBody(f.eventId, { id: 0, email: `new-${f.eventId}-${Math.random().toString(36).slice(2)}@example.com` })) },
  { call: 'attendeeCalls.groups', request: (f) => get(`/accountGroups/${f.eventId}`) },
  { call: 'attendeeCalls.exportData', request: (f) => get(`/accountData/${f.eventId}/${f.accountId}`) },
  { call: 'attendeeCalls.exportCsv', request: (f) => post(`/exportAccounts/${f.eventId}`, { ids: [f.accountId] }) },
  { call: 'attendeeCalls.setPhoto', request: (f) => ({ method: 'POST', url: `/accountPhoto/${f.eventId}/${f.accountId}`, multipart: { photo: png() } }) },
  { call: 'attendeeCalls.removePhoto', request: (f) => post(`/deleteAccountPhoto/${f.eventId}/${f.accountId}`) },
  { call: 'accountImportCalls.preview', request: (f) => ({ method: 'POST', url: `/importAccountsPreview/${f.eventId}`, multipart: { file: csvFile([ENGLISH_HEADERS, ...peopleRows(1, 500)]) } }) },
  { call: 'accountImportCalls.latest', request: (f) => get(`/importAccounts/${f.eventId}`) },
  { call: 'attendeeInvitationCalls.invite', request: (f) => post('/inviteAccounts', { eventId: f.eventId, accountIds: [f.accountId] }) },
  { call: 'designCalls.get', request: (f) => get(`/design/${f.eventId}`) },
  { call: 'designCalls.save', request: (f, prior) => post(`/design/${f.eventId}`, prior.design as object) },
  { call: 'engagementCalls.settings', request: (f) => get(`/engagementSettings/${f.eventId}`) },
  { call: 'engagementCalls.saveSettings', request: (f) => post(`/engagementSettings/${f.eventId}`, { directMessages: true }) },
  { call: 'engagementCalls.restrictions', request: (f) => get(`/restrictions/${f.eventId}`) },
  { call: 'engagementCalls.restrict', request: (f) => post(`/restrictAccount/${f.eventId}`, { accountId: f.accountId, kind: 'mute', minutes: 5 }) },
  { call: 'engagementCalls.lift', request: (f) => post(`/liftRestriction/${f.eventId}`, { accountId: f.accountId, kind: 'mute' }), expect: 'changes' },
  { call: 'chatCalls.channels', request: (f) => get(`/chatChannels/${f.eventId}`) },
  { call: 'chatCalls.channel', request: (f) => get(`/chatChannel/${f.eventId}/${f.channelId}`) },
  { call: 'chatCalls.messages', request: (f) => get(`/chatChannel/${f.eventId}/${f.channelId}/messages`) },
  { call: 'chatCalls.post', request: (f) => post(`/chatChannel/${f.eventId}/${f.channelId}/messages`, { body: 'Welcome all' }) },
  { call: 'chatCalls.reports', request: (f) => get(`/chatChannel/${f.eventId}/${f.channelId}/reports`) },
  { call: 'chatCalls.transcript', request: (f) => get(`/chatChannel/${f.eventId}/${f.channelId}/transcript`) },
  { call: 'chatCalls.pin', request: (f) => post(`/chatMessage/${f.eventId}/${f.messageId}/pin`, { pinned: true }) },
  { call: 'chatCalls.dismissReports', request: (f) => post(`/chatMessage/${f.eventId}/${f.messageId}/dismissReports`) },
  { call: 'wallCalls.list', request: (f) => get(`/wall/${f.eventId}/posts`) },
  { call: 'wallCalls.moderate', request: (f) => post(`/wall/${f.eventId}/posts/${f.wallPostId}/moderate`, { decision: 'approve' }) },
  { call: 'wallCalls.pin', request: (f) => post(`/wall/${f.eventId}/posts/${f.wallPostId}/pin`, { pinned: true }) },
  { call: 'qnaCalls.consoleQuestions', request: (f) => get(`/qna/${f.eventId}/${f.roomId}/after/0`) },
  { call: 'qnaCalls.consoleExport', request: (f) => get(`/qna/${f.eventId}/${f.roomId}/export`) },
  { call: 'qnaCalls.consoleModerate', request: (f) => post(`/qna/${f.eventId}/question/${f.questionId}/moderate`, { action: 'approve' }) },
  { call: 'pollCalls.list', request: (f) => get(`/polls/${f.eventId}`) },
  { call: 'pollCalls.get', request: (f) => get(`/poll/${f.eventId}/${f.pollId}`) },
  { call: 'pollCalls.roomPolls', request: (f) => get(`/roomPolls/${f.eventId}/${f.roomId}`) },
  { call: 'pollCalls.save', request: (f) => post('/poll', pollBody(f.eventId, f.roomId)) },
  { call: 'pollCalls.exportCsv', request: (f) => get(`/pollResults/${f.eventId}/${f.pollId}`) },
  { call: 'presenceCalls.accountsOnline', request: (f) => get(`/accountsOnline/${f.eventId}`) },
  { call: 'roomCalls.list', request: (f) => get(`/rooms/${f.eventId}`) },
  { call: 'roomCalls.get', request: (f) => get(`/room/${f.eventId}/${f.roomId}`) },
  // Before the save below adds a room: the reorder names every room the fixture made.
  { call: 'roomCalls.reorder', request: (f, prior) => post(`/reorderRooms/${f.eventId}`, { ids: prior.roomIds as number[] }) },
  { call: 'roomCalls.save', request: (f) => post('/room', roomBody(f.eventId)) },
  { call: 'boothCalls.get', request: (f) => get(`/booth/${f.eventId}/${f.expoRoomId}`) },
  { call: 'boothCalls.save', request: (f) => post('/booth', { eventId: f.eventId, roomId: f.expoRoomId, logoId: null, description: 'Welcome', links: [], fileIds: [] }) },
  { call: 'boothCalls.leads', request: (f) => get(`/boothLeads/${f.eventId}/${f.expoRoomId}`) },
  { call: 'boothCalls.leadsCsv', request: (f) => get(`/boothLeads/${f.eventId}/${f.expoRoomId}/csv`) },
  { call: 'navigationCalls.get', request: (f) => get(`/navigation/${f.eventId}`) },
  { call: 'navigationCalls.save', request: (f, prior) => post(`/navigation/${f.eventId}`, { items: prior.navigation as object[] }) },
  { call: 'staticDataCalls.forEvent', request: (f) => get(`/getStaticData/${f.eventId}`) },
  { call: 'libraryCalls.editorUpload', request: (f) => ({ method: 'POST', url: `/tinymceUpload/${f.eventId}`, multipart: { file: png() } }) },
  { call: 'mailTemplateCalls.list', request: (f) => get(`/mailTemplates/${f.eventId}`) },
  { call: 'mailTemplateCalls.get', request: (f) => get(`/mailTemplates/${f.eventId}/${f.templateId}`) },
  { call: 'mailTemplateCalls.save', request: (f) => post(`/mailTemplates/${f.eventId}`, template) },
  { call: 'mailTemplateCalls.copyFromLibrary', request: (f) => post(`/mailTemplates/${f.eventId}/fromLibrary`, { libraryTemplateId: f.libraryTemplateId }) },
  { call: 'mailTemplateCalls.previewAccounts', request: (f) => get(`/mailTemplates/${f.eventId}/previewAccounts`) },
  { call: 'mailTemplateCalls.preview', request: (f) => post(`/mailTemplates/${f.eventId}/preview`, { ...TEST_TEMPLATE_WORDS, accountId: null }) },
  { call: 'mailSettingsCalls.get', request: (f) => get(`/mailSettings/${f.eventId}`) },
  { call: 'mailSettingsCalls.save', request: (f) => post(`/mailSettings/${f.eventId}`, mailSettingsForm()) },
  { call: 'mailSettingsCalls.testMail', request: (f) => post(`/mailSettings/${f.eventId}/testMail`, mailSettingsForm()) },
  { call: 'mailSendCalls.templates', request: (f) => get(`/mailSends/${f.eventId}/templates`) },
  { call: 'mailSendCalls.count', request: (f) => post(`/mailSends/${f.eventId}/count`, { selection: { ids: [f.accountId] } }) },
  { call: 'mailSendCalls.test', request: (f) => post(`/mailSends/${f.eventId}/test`, { templateId: f.templateId }) },
  { call: 'mailSendCalls.list', request: (f) => get(`/mailSends/${f.eventId}`) },
  { call: 'mailSendCalls.create', request: (f) => post(`/mailSends/${f.eventId}/send`, { templateId: f.templateId, selection: { ids: [f.accountId] }, scheduledAt: null }) },
  { call: 'mailSendCalls.outbox', request: (f) => get(`/mailSends/${f.eventId}/outbox/${f.sendId}`) },
  { call: 'mailReminderCalls.get', request: (f) => get(`/mailReminders/${f.eventId}`) },
  { call: 'mailReminderCalls.save', request: (f, prior) => post(`/mailReminders/${f.eventId}`, prior.reminders as object) },
  { call: 'notificationCalls.list', request: (f) => get(`/notifications/${f.eventId}`) },
  { call: 'notificationCalls.get', request: (f) => get(`/notifications/${f.eventId}/${f.notificationId}`) },
  { call: 'notificationCalls.options', request: (f) => get(`/notificationOptions/${f.eventId}`) },
  { call: 'notificationCalls.save', request: (f) => post(`/notifications/${f.eventId}/save`, notificationBody(0)) },
  { call: 'notificationCalls.audienceCount', request: (f) => post(`/notifications/${f.eventId}/audienceCount`, { audience: { kind: 'everyone' } }) },
  { call: 'customCssCalls.get', request: (f) => get(`/customCss/${f.eventId}`) },
  { call: 'customCssCalls.save', request: (f) => post(`/customCss/${f.eventId}`, customCss) },
  { call: 'customCssCalls.preview', request: (f) => post(`/customCss/${f.eventId}/preview`, customCss) },
  // After the save above, whose first turn made version 1.
  { call: 'customCssCalls.restore', request: (f) => post(`/customCss/${f.eventId}/restore/1`) },
  { call: 'meetingIntegrationCalls.list', request: (f) => get(`/meetingIntegrations/${f.eventId}`) },
  { call: 'meetingIntegrationCalls.save', request: (f, prior) => post(`/meetingIntegrations/${f.eventId}/jitsi`, jitsiForm(prior)) },
  { call: 'meetingIntegrationCalls.test', request: (f, prior) => post(`/meetingIntegrations/${f.eventId}/jitsi/test`, jitsiForm(prior)) },
  { call: 'meetingIntegrationCalls.teamsConsent', request: (f) => post(`/meetingIntegrations/${f.eventId}/teams/consent`) },
  { call: 'meetingIntegrationCalls.organiserJoin', request: (f) => post(`/meetingIntegrations/${f.eventId}/rooms/${f.meetingRoomId}/join`) },
  { call: 'registrationCalls.settings', request: (f) => get(`/registrationSettings/${f.eventId}`) },
  { call: 'registrationCalls.saveSettings', request: (f, prior) => post(`/registrationSettings/${f.eventId}`, prior.registrationSettings as object) },
  { call: 'registrationCalls.queue', request: (f) => get(`/registrations/${f.eventId}`) },
  // Changes that later rows' objects do not survive come last.
  { call: 'pollCalls.setStatus', request: (f) => post('/pollStatus', { eventId: f.eventId, pollId: f.pollId, status: 'open' }), expect: 'changes' },
  { call: 'eventCalls.publish', request: (f) => post(`/publishEvent/${f.eventId}`), expect: 'changes' },
  { call: 'accountImportCalls.apply', request: (f) => ({ method: 'POST', url: `/importAccounts/${f.eventId}`, multipart: { file: csvFile([ENGLISH_HEADERS, ...peopleRows(1, 700)]) } }), expect: 'changes' },
  { call: 'registrationCalls.approve', request: (f) => post(`/approveRegistration/${f.eventId}`, { registrationId: f.registrationId }), expect: 'changes' },
  { call: 'registrationCalls.reject', request: (f) => post(`/rejectRegistration/${f.eventId}`, { registrationId: f.otherRegistrationId }), expect: 'changes' },
  { call: 'mailSendCalls.cancel', request: (f) => post(`/mailSends/${f.eventId}/cancel/${f.sendId}`), expect: 'changes' },
  { call: 'notificationCalls.cancel', request: (f) => post(`/notifications/${f.eventId}/${f.scheduledNotificationId}/cancel`), expect: 'changes' },
  { call: 'notificationCalls.delete', request: (f) => post(`/notifications/${f.eventId}/${f.notificationId}/delete`), expect: 'changes' },
  { call: 'chatCalls.delete', request: (f) => post(`/chatMessage/${f.eventId}/${f.messageId}/delete`), expect: 'changes' },
  { call: 'pollCalls.delete', request: (f) => post('/deletePoll', { eventId: f.eventId, pollId: f.otherPollId }), expect: 'changes' },
  { call: 'mailTemplateCalls.delete', request: (f) => post(`/mailTemplates/${f.eventId}/${f.templateId}/delete`), expect: 'changes' },
  { call: 'attendeeCalls.erase', request: (f) => post(`/eraseAccount/${f.eventId}/${f.accountId}`), expect: 'changes' },
  { call: 'attendeeCalls.delete', request: (f) => post(`/deleteAccounts/${f.eventId}`, { ids: [f.otherAccountId] }), expect: 'changes' },
  { call: 'agendaCalls.deleteSession', request: (f) => post('/deleteAgendaSession', { id: f.sessionId }), expect: 'changes' },
  { call: 'agendaCalls.deleteCategory', request: (f) => post('/deleteAgendaCategory', { id: f.categoryId }), expect: 'changes' },
  { call: 'roomCalls.delete', request: (f) => post('/deleteRoom', { room_id: f.roomId }), expect: 'changes' },
  { call: 'eventCalls.delete', request: (f) => post('/deleteEvent', { event_id: f.eventId }), expect: 'creator-only' },
];

/** Calls that take no event: the company's own, the venue's (an attendee's session fixes the event), sign-in. */
export const NOT_EVENT_SCOPED = new Set([
  'eventCalls.list',
  'eventCalls.page',
  'eventCalls.import',
  'accountImportCalls.template',
  'accountImportCalls.finished',
  'agendaCalls.hosts',
  'agendaCalls.saveHost',
  'agendaCalls.deleteHost',
  'libraryCalls.list',
  'libraryCalls.upload',
  'libraryCalls.delete',
  'libraryCalls.remove',
  'libraryCalls.file',
  'mailTemplateCalls.libraryList',
  'mailTemplateCalls.libraryGet',
  'mailTemplateCalls.librarySave',
  'mailTemplateCalls.libraryDelete',
  'staticDataCalls.get',
  'staticDataCalls.searchPlaces',
]);

/**
 * Declared calls the server does not answer yet, none today. Listed so that a new call cannot slip
 * past the table unnoticed; a call leaves this list when its route and its row arrive.
 */
export const NOT_YET_SERVED = new Set<string>();

export const notificationBody = (id: number) => ({
  id,
  titleEn: 'Doors open',
  titleDe: '',
  textEn: 'Welcome',
  textDe: '',
  roomId: null,
  sessionId: null,
  audience: { kind: 'everyone' },
  delivery: 'draft',
  date: '',
  time: '',
});
