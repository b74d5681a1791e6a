/**
 * A route or query parameter read as an id: 0 for anything that is not a positive whole number,
 * which the edit screens take as "add a new one" and the lists as "no such item".
 */
export function positiveId(value: string | null | undefined): number {
  const parsed = Number(value ?? 0);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
}
