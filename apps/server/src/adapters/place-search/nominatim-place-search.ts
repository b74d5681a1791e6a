import { ERROR_CODES, type Language, type PlaceComponent, type PlaceSuggestion } from '@aula/shared';
import { DomainError } from '../../http/domain-error';
import type { PlaceSearch } from './place-search';

/** How many suggestions the list shows; more only make the list longer, not better. */
const RESULT_LIMIT = 5;

/** The parts of a Nominatim `jsonv2` result with `addressdetails=1` this adapter reads. */
type NominatimResult = {
  display_name?: unknown;
  name?: unknown;
  address?: Record<string, unknown>;
};

/** Nominatim's address keys and the component types the events list derives city and country from. */
const COMPONENT_TYPES: [keys: string[], type: string][] = [
  [['house_number'], 'street_number'],
  [['road'], 'route'],
  [['postcode'], 'postal_code'],
  [['city', 'town', 'village'], 'locality'],
  [['state'], 'administrative_area'],
  [['country'], 'country'],
];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function componentsOf(address: Record<string, unknown>): PlaceComponent[] {
  const components: PlaceComponent[] = [];
  for (const [keys, type] of COMPONENT_TYPES) {
    const name = keys.map((key) => text(address[key])).find(Boolean);
    if (name) components.push({ type, name });
  }
  return components;
}

/** A short location, "name, city", when the result has both and they differ; else the full display name. */
function shortLocation(name: string, city: string, label: string): string {
  if (name && city && name !== city) return `${name}, ${city}`;
  return label;
}

/** Turns one geocoder result into a suggestion, or null when it has no usable name. */
export function suggestionFromResult(result: NominatimResult): PlaceSuggestion | null {
  const label = text(result.display_name);
  if (!label) return null;
  const address = result.address ?? {};
  const components = componentsOf(address);
  const city = components.find((component) => component.type === 'locality')?.name ?? '';
  return { label, location: shortLocation(text(result.name), city, label), address: components };
}

const unavailable = () => new DomainError(503, ERROR_CODES.placeSearchUnavailable, 'place_search_unavailable');

/**
 * A Nominatim-compatible geocoder (`GET {url}?q=…&format=jsonv2&addressdetails=1`). Any failure,
 * time-out or error status becomes one 503, so the form can fall back to free text.
 */
export function createNominatimPlaceSearch(options: { url: string; timeoutMs: number }): PlaceSearch {
  return {
    async search(query: string, lang: Language): Promise<PlaceSuggestion[]> {
      const url = new URL(options.url);
      url.search = new URLSearchParams({
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(RESULT_LIMIT),
        'accept-language': lang,
      }).toString();
      let body: unknown;
      try {
        // Nominatim's usage policy asks every client to name itself.
        const response = await fetch(url, { headers: { 'User-Agent': 'Aula' }, signal: AbortSignal.timeout(options.timeoutMs) });
        if (!response.ok) throw unavailable();
        body = await response.json();
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw unavailable();
      }
      if (!Array.isArray(body)) throw unavailable();
      return body
        .map((result: NominatimResult) => suggestionFromResult(result))
        .filter((suggestion): suggestion is PlaceSuggestion => suggestion !== null)
        .slice(0, RESULT_LIMIT);
    },
  };
}
