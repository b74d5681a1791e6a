import type { Agenda, AgendaSession, AgendaSpeakerOption, Option, SessionHost } from '@aula/shared';
import type { CategoryRow, HostRow, SessionRow } from './repository';

/** A session as the API sends it; times in the event's zone. */
export function presentSession(s: SessionRow, speakerIds: number[]): AgendaSession {
  return {
    id: s.id,
    title: s.title,
    titleDe: s.titleDe,
    descriptionEn: s.descriptionEn,
    descriptionDe: s.descriptionDe,
    day: s.day,
    startTime: s.startTime,
    endTime: s.endTime,
    roomId: s.roomId,
    hostIds: s.hostIds,
    speakerIds,
    categoryId: s.categoryId,
  };
}

/** GET /api/agenda/{id}: the tracks in order with their sessions in time order, then those without a track. */
export function presentAgenda(categories: CategoryRow[], sessions: SessionRow[], speakers: Map<number, number[]>): Agenda {
  const byCategory = new Map<number, AgendaSession[]>(categories.map((c) => [c.id, []]));
  const uncategorized: AgendaSession[] = [];
  for (const s of sessions) {
    const list = s.categoryId === null ? undefined : byCategory.get(s.categoryId);
    (list ?? uncategorized).push(presentSession(s, speakers.get(s.id) ?? []));
  }
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name, nameDe: c.nameDe, color: c.color, sessions: byCategory.get(c.id)! })),
    uncategorized,
  };
}

export function presentSpeakerOption(account: { id: number; firstName: string; lastName: string; company: string }): AgendaSpeakerOption {
  return { id: account.id, name: `${account.firstName} ${account.lastName}`.trim(), company: account.company };
}

export function presentHost(h: HostRow): SessionHost {
  return { id: h.id, name: h.name, title: h.title };
}

/** A host as an option of static data `session_host`: the name, and the title after a comma. */
export function hostOption(h: HostRow): Option {
  return { value: h.id, label: h.title ? `${h.name}, ${h.title}` : h.name };
}
