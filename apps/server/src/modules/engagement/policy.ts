/** An attendee as the moderation rules see them. */
export type ModerationActor = { accountId: number; moderator: boolean };

/** Only moderator attendees use the venue's moderation tools (list, restrict, lift). */
export function mayModerate(actor: Pick<ModerationActor, 'moderator'>): boolean {
  return actor.moderator;
}

/**
 * A moderator restricts other attendees, never themselves or another moderator: moderators cannot
 * silence each other, only the organisers can.
 */
export function mayRestrict(actor: ModerationActor, target: { accountId: number; moderator: boolean }): boolean {
  return mayModerate(actor) && target.accountId !== actor.accountId && !target.moderator;
}

/**
 * A moderator lifts any restriction in their event, an organiser's too: lifting only gives back
 * what the event allows every attendee, and the organisers can restrict again.
 */
export function mayLift(actor: Pick<ModerationActor, 'moderator'>): boolean {
  return mayModerate(actor);
}
