import { useParams } from 'react-router';

const positiveId = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
};

/** The ids of /event/{id}/communications/templates/{tplID}/edit and /library/email-templates/{tplID}/edit: event 0 is the library, template 0 a new one. */
export function useTemplateRoute(): { eventId: number; templateId: number } {
  const { id, tplID } = useParams();
  return { eventId: positiveId(id), templateId: positiveId(tplID) };
}

/** Where a scope's templates are listed, and where one of them is edited. */
export const templateHrefs = (eventId: number) => {
  const list = eventId > 0 ? `/event/${eventId}/communications/templates` : '/library/email-templates';
  return { list, edit: (templateId: number) => `${list}/${templateId}/edit` };
};
