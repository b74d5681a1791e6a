import type { BbbChecksumAlgorithm, MeetingIntegration } from '@aula/shared';

/** A provider's settings with its secret opened, for the calls to the provider only; never answered. */
export type OpenedIntegration = {
  provider: MeetingIntegration;
  serverUrl: string;
  appId: string;
  checksum: BbbChecksumAlgorithm;
  secret: string | null;
  /** Teams: the Azure tenant and the user under whom meetings are created; empty for the others. */
  tenantId: string;
  organiser: string;
};

/** Who joins which room: the attendee's (or organiser's) name and whether they moderate. */
export type JoinRequest = { eventId: number; roomId: number; roomName: string; displayName: string; moderator: boolean };
