import type { Booth, BoothLink, ImageRef, SaveBoothBody } from '@aula/shared';

/** What the booth form holds: the chosen images as their references, links as typed. */
export type BoothFormValues = { logo: ImageRef | null; description: string; links: BoothLink[]; files: ImageRef[] };

export const boothFormValues = (booth: Booth): BoothFormValues => ({
  logo: booth.logo,
  description: booth.description,
  links: booth.links,
  files: booth.files.map(({ id, url }) => ({ id, url })),
});

export const saveBoothBody = (eventId: number, roomId: number, values: BoothFormValues): SaveBoothBody => ({
  eventId,
  roomId,
  logoId: values.logo?.id ?? null,
  description: values.description,
  links: values.links,
  fileIds: values.files.map((file) => file.id),
});
