import { PLAN_CURRENCY } from '@aula/shared';

/** Cents as the user's language writes money: "€49.00" in English, "49,00 €" in German (EUR: docs/rules/limits.md#units-and-money). */
export function formatMoney(cents: number, lang: string, currency: string = PLAN_CURRENCY): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** An ISO instant as a date in the user's language. */
export function formatDay(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
}
