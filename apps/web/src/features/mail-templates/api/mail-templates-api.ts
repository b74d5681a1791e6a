import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailTemplateCalls, type MailTemplate, type MailTemplatePreviewBody, type SaveMailTemplateBody } from '@aula/shared';
import { callApi } from '@/lib/api-call';

/** Where templates live: one event's, or the company's library (`eventId` 0). */
export type TemplateScope = { eventId: number };

export const mailTemplateKeys = {
  list: ({ eventId }: TemplateScope) => ['mail-templates', eventId, 'list'] as const,
  one: ({ eventId }: TemplateScope, id: number) => ['mail-templates', eventId, 'one', id] as const,
  accounts: (eventId: number, q: string) => ['mail-templates', eventId, 'accounts', q] as const,
};

const isLibrary = ({ eventId }: TemplateScope) => eventId === 0;

/** GET the scope's templates by name. */
export function useMailTemplates(scope: TemplateScope) {
  return useQuery(
    queryOptions({
      queryKey: mailTemplateKeys.list(scope),
      queryFn: async ({ signal }) =>
        (isLibrary(scope) ? await callApi(mailTemplateCalls.libraryList, { signal }) : await callApi(mailTemplateCalls.list, { params: scope, signal })).templates,
    }),
  );
}

/** GET one template of the scope. */
export function useMailTemplate(scope: TemplateScope, id: number) {
  return useQuery(
    queryOptions({
      queryKey: mailTemplateKeys.one(scope, id),
      queryFn: ({ signal }) =>
        isLibrary(scope)
          ? callApi(mailTemplateCalls.libraryGet, { params: { templateId: id }, signal })
          : callApi(mailTemplateCalls.get, { params: { eventId: scope.eventId, templateId: id }, signal }),
      enabled: id > 0,
    }),
  );
}

/** POST a template; id 0 adds one. Field errors come back as an ApiError with `fields`. */
export function useSaveMailTemplate(scope: TemplateScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMailTemplateBody) =>
      isLibrary(scope)
        ? callApi(mailTemplateCalls.librarySave, { body, catcher: true })
        : callApi(mailTemplateCalls.save, { params: scope, body, catcher: true }),
    onSuccess: (saved: MailTemplate) => {
      queryClient.setQueryData(mailTemplateKeys.one(scope, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: mailTemplateKeys.list(scope) });
    },
  });
}

export function useDeleteMailTemplate(scope: TemplateScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      isLibrary(scope)
        ? callApi(mailTemplateCalls.libraryDelete, { params: { templateId: id } })
        : callApi(mailTemplateCalls.delete, { params: { eventId: scope.eventId, templateId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailTemplateKeys.list(scope) }),
  });
}

/** POST …/fromLibrary: the event's own copy of a library template. */
export function useCopyLibraryTemplate(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (libraryTemplateId: number) => callApi(mailTemplateCalls.copyFromLibrary, { params: { eventId }, body: { libraryTemplateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailTemplateKeys.list({ eventId }) }),
  });
}

/** GET the event's accounts a preview can be made for, narrowed by `q`. */
export function usePreviewAccounts(eventId: number, q: string) {
  return useQuery(
    queryOptions({
      queryKey: mailTemplateKeys.accounts(eventId, q),
      queryFn: async ({ signal }) => (await callApi(mailTemplateCalls.previewAccounts, { params: { eventId }, query: { q }, signal })).accounts,
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST …/preview: the words filled for one account (or sample values), English and German. */
export const previewMailTemplate = (eventId: number, body: MailTemplatePreviewBody) =>
  callApi(mailTemplateCalls.preview, { params: { eventId }, body, catcher: true });
