import type { TFunction } from 'i18next';
import type { ConsoleChatChannel, Language } from '@aula/shared';

/** A channel's name in the console: the event's, its room's in the UI language (else the other), or the two attendees of a direct one. */
export function channelName(channel: ConsoleChatChannel, language: Language, t: TFunction<'chat'>): string {
  if (channel.kind === 'event') return t('channels.eventChannel');
  if (channel.kind === 'direct') return channel.members.map((member) => member.displayName || t('channel.unknownAuthor')).join(' & ');
  const name = language === 'de' ? channel.roomNameDe || channel.roomNameEn : channel.roomNameEn || channel.roomNameDe;
  return name || t('channels.unnamedRoom');
}
