import { ANALYTICS_LIST_MAX_PAGE, dateStringSchema } from '@aula/shared';

/** The day and page an address asks for; a day that is no date is the whole event, a page that is no number the first, and one past the highest allowed the highest. */
export function dayAndPageOf(params: URLSearchParams): { day: string | null; page: number } {
  const parsedDay = dateStringSchema.safeParse(params.get('day'));
  const pageNumber = Number(params.get('page'));
  return { day: parsedDay.success ? parsedDay.data : null, page: Number.isInteger(pageNumber) && pageNumber > 1 ? Math.min(pageNumber, ANALYTICS_LIST_MAX_PAGE) : 1 };
}
