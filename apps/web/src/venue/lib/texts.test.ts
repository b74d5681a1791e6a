import { describe, expect, it } from 'vitest';
import { loadTexts, textsOf } from './texts';

type Catalogue = { [key: string]: string | Catalogue };

const catalogues = import.meta.glob<Catalogue>('../../locales/*/venue.json', { eager: true, import: 'default' });

function keysOf(node: Catalogue, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

describe('the venue\'s texts', () => {
  const { t } = textsOf('en', { home: { welcome: 'Welcome, {{name}}', units: { days_one: 'day', days_other: 'days' } } });

  it('fill their placeholders and leave unknown ones visible', () => {
    expect(t('home.welcome', { name: 'Jonas' })).toBe('Welcome, Jonas');
    expect(t('home.welcome')).toBe('Welcome, {{name}}');
  });

  it('pick the plural form by the count', () => {
    expect(t('home.units.days', { count: 1 })).toBe('day');
    expect(t('home.units.days', { count: 3 })).toBe('days');
  });

  it('show an unknown key as itself, and a sentence as it is', () => {
    expect(t('home.nothing')).toBe('home.nothing');
    expect(t('The e-mail address or password is wrong.')).toBe('The e-mail address or password is wrong.');
  });

  it('translate the shared rules\' keys from the validation catalogue', async () => {
    expect((await loadTexts('de')).t('validation.required')).toBe('Pflichtfeld');
    expect((await loadTexts('en')).t('signIn.submit')).toBe('Sign in');
  });

  it('have every key in English and German', () => {
    const [en, de] = ['en', 'de'].map((lang) => keysOf(catalogues[`../../locales/${lang}/venue.json`]!).sort());
    expect(de).toEqual(en);
  });
});
