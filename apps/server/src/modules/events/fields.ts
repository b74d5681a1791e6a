import {
  eventEndInstant,
  eventSetupFieldsSchema,
  eventStartInstant,
  refusingControlCharacters,
  zonedInstant,
  type EventSetupFields,
  type Language,
  type PlaceComponent,
  type SaveEventBody,
} from '@aula/shared';
import type { EventRow, StoredEventFields } from './repository';

/** Place component types that name a city or a country, as place searches report them. */
const CITY_TYPES = new Set(['locality', 'city', 'postal_town']);
const COUNTRY_TYPES = new Set(['country']);

const componentName = (address: PlaceComponent[], types: Set<string>) => address.find((part) => types.has(part.type))?.name ?? '';

/** The address's JSON escapes can spell control characters the request's own check never saw. */
const setupFieldsSchema = refusingControlCharacters(eventSetupFieldsSchema);

/** Address arrives as JSON text; text that is not JSON is passed on so that the schema refuses it. */
function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Turns the text fields of POST /api/event into typed setup fields. Throws the ZodError of the
 * fields that do not fit, which the error handler answers with field keys.
 */
export function setupFieldsFromBody(body: SaveEventBody): EventSetupFields {
  return setupFieldsSchema.parse({ ...body, address: parseJsonText(body.address) });
}

/** The columns an event's setup fields fill, with the instants the shared rules derive from them. */
export function storedFields(fields: EventSetupFields): StoredEventFields {
  const timezoneOffset = fields.timezone;
  return {
    name: fields.name,
    location: fields.location,
    address: fields.address,
    city: componentName(fields.address, CITY_TYPES),
    country: componentName(fields.address, COUNTRY_TYPES),
    language: fields.language,
    timezoneOffset,
    startDate: fields.startDate,
    startTime: fields.startTime,
    endDate: fields.endDate,
    endTime: fields.endTime,
    startAt: new Date(eventStartInstant({ ...fields, timezoneOffset })),
    endAt: new Date(eventEndInstant({ ...fields, timezoneOffset })),
    closingDate: fields.closingDate,
    closingTime: fields.closingTime,
    closingAt: new Date(zonedInstant(fields.closingDate, fields.closingTime, timezoneOffset)),
    conditions: fields.conditions,
  };
}

/** A stored event's setup fields, as the export file and a duplicate carry them. */
export function setupFieldsOf(event: EventRow): EventSetupFields {
  return {
    name: event.name,
    startDate: event.startDate,
    startTime: event.startTime,
    endDate: event.endDate,
    endTime: event.endTime,
    closingDate: event.closingDate,
    closingTime: event.closingTime,
    location: event.location,
    address: event.address,
    language: event.language === 'de' ? 'de' : ('en' satisfies Language),
    timezone: event.timezoneOffset,
    conditions: event.conditions,
  };
}

/** Whether a save moves the start or the end, which is what touches the agenda. */
export function datesChanged(saved: EventRow, fields: EventSetupFields): boolean {
  return (
    saved.startDate !== fields.startDate ||
    saved.startTime !== fields.startTime ||
    saved.endDate !== fields.endDate ||
    saved.endTime !== fields.endTime
  );
}
