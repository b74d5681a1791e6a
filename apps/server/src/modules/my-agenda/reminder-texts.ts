import type { Language } from '@aula/shared';
import { writeMail, type MailTexts } from '../auth/mail-texts';

/** What a reminder says (docs/rules/venue.md#my-agenda), filled with the session's title, time (event's zone), room and the minutes. */
export type ReminderWords = { session: string; time: string; zone: string; room: string; minutes: number; eventName: string };

const notification: Record<Language, { title: string; text: string; textInRoom: string }> = {
  en: { title: 'Starts in {minutes} min: {session}', text: 'At {time} ({zone}).', textInRoom: 'At {time} ({zone}) in {room}.' },
  de: { title: 'Beginnt in {minutes} Min.: {session}', text: 'Um {time} ({zone}).', textInRoom: 'Um {time} ({zone}) in {room}.' },
};

const mail: Record<Language, MailTexts & { inRoom: string }> = {
  en: {
    subject: 'Reminder: {session} starts at {time}',
    paragraphs: ['{session} starts in {minutes} minutes, at {time} ({zone}){inRoom}.', 'You added it to your agenda for {eventName}. You can change or turn off these reminders on the agenda page of the venue.'],
    action: 'Open the agenda',
    inRoom: ' in {room}',
  },
  de: {
    subject: 'Erinnerung: {session} beginnt um {time}',
    paragraphs: ['{session} beginnt in {minutes} Minuten, um {time} ({zone}){inRoom}.', 'Sie haben die Session in Ihr Programm für {eventName} aufgenommen. Diese Erinnerungen ändern oder beenden Sie auf der Programmseite des Events.'],
    action: 'Programm öffnen',
    inRoom: ' in {room}',
  },
};

const fill = (text: string, words: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(words[name] ?? ''));

/** The in-app notification's title and text in one language. */
export function reminderNotification(lang: Language, words: ReminderWords): { title: string; text: string } {
  const texts = notification[lang];
  return { title: fill(texts.title, words), text: fill(words.room ? texts.textInRoom : texts.text, words) };
}

/** The reminder mail in the attendee's language, linking to the session on the venue's agenda. */
export function reminderMail(lang: Language, words: ReminderWords & { firstName: string; url: string }) {
  const texts = mail[lang];
  return writeMail(texts, lang, words.url, { ...words, inRoom: words.room ? fill(texts.inRoom, words) : '' });
}
