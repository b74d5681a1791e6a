import { useRouteIds } from '@/components/routing/use-route-ids';

/** The ids of /event/{id}/communications/templates/{tplID}/edit and /library/email-templates/{tplID}/edit: event 0 is the library, template 0 a new one. */
export function useTemplateRoute(): { eventId: number; templateId: number } {
  const { id, tplID } = useRouteIds('id', 'tplID');
  return { eventId: id, templateId: tplID };
}

/** Where a scope's templates are listed, and where one of them is edited. */
export const templateHrefs = (eventId: number) => {
  const list = eventId > 0 ? `/event/${eventId}/communications/templates` : '/library/email-templates';
  return { list, edit: (templateId: number) => `${list}/${templateId}/edit` };
};
