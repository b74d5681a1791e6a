import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemCalls, type PlanId, type SystemCompanyDetail } from '@aula/shared';
import { callApi } from '@/lib/api-call';

const systemKey = ['system'] as const;
const companyKey = (companyId: number) => [...systemKey, 'company', companyId] as const;

/** GET /api/system/companies: a page of companies; the page shown stays while the next loads. */
export function useSystemCompanies(search: string, page: number) {
  return useQuery({
    queryKey: [...systemKey, 'companies', search, page],
    queryFn: ({ signal }) => callApi(systemCalls.companies, { query: { search, page }, signal, catcher: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /api/system/companies/{companyId}: the company, its users and its licence changes. */
export function useSystemCompany(companyId: number) {
  return useQuery({
    queryKey: companyKey(companyId),
    queryFn: ({ signal }) => callApi(systemCalls.company, { params: { companyId }, signal, catcher: true }),
    enabled: companyId > 0,
    retry: false,
  });
}

/** After an action: the answer is the company as it is now; the list's pages are stale. */
function useCompanyAction<Input>(send: (input: Input) => Promise<SystemCompanyDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(companyKey(detail.company.id), detail);
      void queryClient.invalidateQueries({ queryKey: [...systemKey, 'companies'] });
    },
  });
}

export type SetTrialEndInput = { companyId: number; endNow: boolean; endsOn: string };
export type GrantLicenseInput = { companyId: number; plan: PlanId; withoutEnd: boolean; endsOn: string };

export function useSetTrialEnd() {
  return useCompanyAction(({ companyId, ...body }: SetTrialEndInput) =>
    callApi(systemCalls.setTrialEnd, { params: { companyId }, body, catcher: true }),
  );
}

export function useGrantLicense() {
  return useCompanyAction(({ companyId, ...body }: GrantLicenseInput) =>
    callApi(systemCalls.grantLicense, { params: { companyId }, body, catcher: true }),
  );
}

export function useEndLicense() {
  return useCompanyAction((companyId: number) => callApi(systemCalls.endLicense, { params: { companyId }, catcher: true }));
}
