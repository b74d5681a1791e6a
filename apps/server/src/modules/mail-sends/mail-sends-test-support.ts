import { mailTemplates } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Words of a test template: placeholders in both languages, umlauts in German. */
export const TEST_TEMPLATE_WORDS = {
  subjectEn: 'Welcome to {{eventName}}, {{firstName}}',
  subjectDe: 'Willkommen zur {{eventName}}, {{firstName}}',
  bodyEn: '<p>Dear {{firstName}} {{lastName}}, we start {{eventStart}}. <a href="{{signInLink}}">Sign in</a></p>',
  bodyDe: '<p>Liebe(r) {{firstName}} {{lastName}}, wir beginnen {{eventStart}}. Grüße! <a href="{{signInLink}}">Anmelden</a></p>',
};

/** A template of an event (or of the company's library, with `eventId` null), stored directly: templates have their own calls. */
export async function storedTemplate(t: TestApp, companyId: number, eventId: number | null, name = 'Welcome'): Promise<number> {
  const [row] = await t.database.db
    .insert(mailTemplates)
    .values({ companyId, eventId, name, ...TEST_TEMPLATE_WORDS })
    .returning({ id: mailTemplates.id });
  return row!.id;
}
