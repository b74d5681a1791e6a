import { PLAN_CURRENCY, browserZone, formatShownDate } from '@aula/shared';

/** Cents as the user's language writes money: "€49.00" in English, "49,00 €" in German (EUR: docs/rules/limits.md#units-and-money). */
export function formatMoney(cents: number, lang: string, currency: string = PLAN_CURRENCY): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** An ISO instant as its day in the browser's zone (docs/rules/dates-and-times.md#formats). */
export function formatDay(iso: string, lang: string): string {
  return formatShownDate(Date.parse(iso), browserZone, lang === 'de' ? 'de' : 'en');
}
