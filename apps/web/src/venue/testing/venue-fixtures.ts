import type { VenueContent, VenueEntry, VenueEvent, VenueProfile, VenueRoom, VenueSession } from '@aula/shared';

const HOUR = 3_600_000;

/** 12 Mar 2027, 10:00 in the event's zone (UTC +01:00): the instant the test events start. */
export const START_MS = Date.UTC(2027, 2, 12, 9, 0);

const design: VenueEntry['design'] = {
  primaryColor: '#0b7285',
  backgroundColor: '#212529',
  accentColor: '#f08c00',
  textColor: '#ffffff',
  onPrimaryColor: '#ffffff',
  onAccentColor: '#000000',
  fontStack: 'Georgia, serif',
  image: null,
  logo: null,
  banner: null,
  customCssUrl: null,
};

/** A published event of one day, as the venue's calls answer it; `nowMs` sets the server's clock. */
export function venueEvent(code: string, overrides: Partial<VenueEvent> = {}): VenueEvent {
  const nowMs = overrides.nowMs ?? START_MS + 2 * HOUR;
  return {
    name: 'Harbour Summit',
    code,
    language: 'en',
    timezoneOffset: 60,
    startMs: START_MS,
    endMs: START_MS + 8 * HOUR,
    closingMs: START_MS + 30 * 24 * HOUR,
    state: nowMs < START_MS ? 'upcoming' : 'open',
    ...overrides,
    nowMs,
  };
}

export const venueEntry = (code: string, event: Partial<VenueEvent> = {}): VenueEntry => ({ event: venueEvent(code, event), design });

/** A venue room with everything empty but what a test sets. */
export const venueRoom = (id: number, fields: Partial<VenueRoom>): VenueRoom => ({
  id,
  type: 'networking',
  nameEn: '',
  nameDe: '',
  descriptionEn: '',
  descriptionDe: '',
  image: null,
  streamUrl: '',
  meetingProvider: '',
  meetingUrl: '',
  embedUrl: '',
  qaEmbedUrl: '',
  ...fields,
});

const session = (id: number, startHour: number, hours: number, fields: Partial<VenueSession>): VenueSession => ({
  id,
  titleEn: '',
  titleDe: '',
  descriptionEn: '',
  descriptionDe: '',
  startMs: START_MS + startHour * HOUR,
  endMs: START_MS + (startHour + hours) * HOUR,
  roomId: null,
  categoryId: null,
  hosts: [],
  speakerIds: [],
  ...fields,
});

/** The event's whole content: four rooms of different types, a menu and four sessions over the day. */
export function venueContent(code: string, event: Partial<VenueEvent> = {}): VenueContent {
  return {
    event: venueEvent(code, event),
    design,
    menu: [
      { kind: 'home', labelEn: '', labelDe: '', url: '' },
      { kind: 'agenda', labelEn: 'Programme', labelDe: 'Ablauf', url: '' },
      { kind: 'rooms', labelEn: '', labelDe: '', url: '' },
      { kind: 'chat', labelEn: '', labelDe: '', url: '' },
      { kind: 'link', labelEn: 'Tickets', labelDe: 'Karten', url: 'https://tickets.example.com/summit' },
    ],
    rooms: [
      venueRoom(1, { type: 'stage', nameEn: 'Main stage', nameDe: 'Hauptbühne', descriptionEn: '<p>Keynotes and panels.</p>', streamUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', qaEmbedUrl: 'https://app.sli.do/event/abc' }),
      venueRoom(2, { type: 'stage', nameEn: 'Studio', streamUrl: 'https://cdn.example.com/live/studio.m3u8' }),
      venueRoom(3, { type: 'meeting', nameEn: 'Workshop room', meetingProvider: 'link', meetingUrl: 'https://meet.example.com/workshop' }),
      venueRoom(4, { type: 'embed', nameEn: 'Partner page', embedUrl: 'https://partner.example.com/booth' }),
    ],
    categories: [{ id: 7, nameEn: 'Main track', nameDe: 'Hauptprogramm', color: '#4c6ef5' }],
    sessions: [
      session(11, 0, 1, { titleEn: 'Opening', titleDe: 'Eröffnung', roomId: 1, categoryId: 7 }),
      session(12, 1.5, 1, { titleEn: 'Opening keynote', titleDe: 'Eröffnungsrede', roomId: 1, hosts: ['Ada Berg'], descriptionEn: '<p>Where ports go next.</p>' }),
      session(13, 3, 1, { titleEn: 'Panel: Ports of the future', roomId: 3 }),
      session(14, 3, 1, { titleEn: 'Studio talk', roomId: 2 }),
    ],
    speakers: [],
    directory: true,
  };
}

export function venueProfile(code: string, overrides: Partial<VenueProfile> = {}): VenueProfile {
  return {
    id: 5,
    eventId: 9,
    code,
    firstName: 'Jonas',
    lastName: 'Berg',
    email: 'jonas@example.com',
    company: '',
    jobTitle: '',
    bio: '',
    hiddenFromDirectory: false,
    role: 'attendee',
    lang: 'en',
    photoUrl: null,
    ...overrides,
  };
}
