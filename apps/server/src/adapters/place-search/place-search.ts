import type { Language, PlaceSuggestion } from '@aula/shared';

/**
 * The place search (docs/rules/events.md#place-search): suggestions for the event's location. Throws the 503 DomainError
 * `place_search_unavailable` when the geocoder cannot be asked.
 */
export interface PlaceSearch {
  search(query: string, lang: Language): Promise<PlaceSuggestion[]>;
}
