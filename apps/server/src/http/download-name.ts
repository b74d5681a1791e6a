/**
 * A download's file name from an event's name: an ASCII slug (umlauts and accents folded, at most
 * 60 characters) plus the given ending, e.g. `summer-summit-2027` + `-agenda.ics`; 'event' when
 * nothing of the name is left.
 */
export function downloadName(eventName: string, ending: string): string {
  const slug = eventName
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}${ending}`;
}
