import type { RoomType } from '@aula/shared';

/** The public page's own texts, in English and German (server-rendered, so they live here). */
const en = {
  skip_to_content: 'Skip to content',
  menu: 'Event menu',
  date_and_time: 'Date and time',
  location: 'Location',
  rooms: 'Rooms',
  agenda: 'Agenda',
  no_sessions: 'The agenda is not published yet.',
  no_rooms: 'No rooms yet.',
  room: 'Room',
  hosts: 'With',
  show_my_zone: 'Show times in my time zone',
  show_event_zone: 'Show times in the event\'s time zone',
  times_in_event_zone: 'Times are shown in the event\'s time zone ({zone}).',
  times_in_my_zone: 'Times are shown in your time zone ({zone}).',
  language_switch: 'Deutsch',
  language_switch_label: 'Diese Seite auf Deutsch',
  not_found_title: 'Page not found',
  not_found_text: 'There is no published event at this address. Check the link or the event code.',
  closed_title: 'This event has closed',
  closed_text: 'The event has ended and its page is no longer available.',
  add_to_calendar: 'Add the agenda to your calendar (iCal)',
  enter_event: 'Enter the event',
  register: 'Register',
  powered_by: 'Made with Aula',
} as const;

export type PublicTextKey = keyof typeof en;

const de: Record<PublicTextKey, string> = {
  skip_to_content: 'Zum Inhalt springen',
  menu: 'Event-Menü',
  date_and_time: 'Datum und Uhrzeit',
  location: 'Ort',
  rooms: 'Räume',
  agenda: 'Programm',
  no_sessions: 'Das Programm ist noch nicht veröffentlicht.',
  no_rooms: 'Noch keine Räume.',
  room: 'Raum',
  hosts: 'Mit',
  show_my_zone: 'Zeiten in meiner Zeitzone anzeigen',
  show_event_zone: 'Zeiten in der Zeitzone des Events anzeigen',
  times_in_event_zone: 'Die Zeiten sind in der Zeitzone des Events angegeben ({zone}).',
  times_in_my_zone: 'Die Zeiten sind in Ihrer Zeitzone angegeben ({zone}).',
  language_switch: 'English',
  language_switch_label: 'This page in English',
  not_found_title: 'Seite nicht gefunden',
  not_found_text: 'Unter dieser Adresse gibt es kein veröffentlichtes Event. Prüfen Sie den Link oder den Event-Code.',
  closed_title: 'Dieses Event ist beendet',
  closed_text: 'Das Event ist vorbei und seine Seite ist nicht mehr verfügbar.',
  add_to_calendar: 'Das Programm in Ihren Kalender übernehmen (iCal)',
  enter_event: 'Zum Event',
  register: 'Registrieren',
  powered_by: 'Erstellt mit Aula',
};

const ROOM_TYPE_NAMES: Record<'en' | 'de', Record<RoomType, string>> = {
  en: { stage: 'Stage', meeting: 'Video meeting', networking: 'Networking', expo: 'Expo booth', embed: 'Embedded page' },
  de: { stage: 'Bühne', meeting: 'Videomeeting', networking: 'Networking', expo: 'Messestand', embed: 'Eingebettete Seite' },
};

/** A text of the public page in `lang`, with `{name}` placeholders filled. */
export function publicText(lang: 'en' | 'de', key: PublicTextKey, params: Record<string, string> = {}): string {
  const text = lang === 'de' ? de[key] : en[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

/** The name of a room type as attendees read it; an unknown type is shown as stored. */
export function roomTypeName(lang: 'en' | 'de', type: string): string {
  return (ROOM_TYPE_NAMES[lang] as Record<string, string>)[type] ?? type;
}
