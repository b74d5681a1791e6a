import type { z } from 'zod';
import { callPath, type ApiCall, type CallAnswer, type CallBody, type CallPathParams, type CallQuery } from '@aula/shared';
import { apiRequest, type ApiRequestOptions } from './api-client';
import { queryString } from './query-string';

type CallOptions<C extends ApiCall> = Omit<ApiRequestOptions<CallAnswer<C>>, 'method' | 'body' | 'schema'> & {
  params?: CallPathParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C> | FormData;
};

/**
 * Makes a call declared in packages/shared: its method and path come from the declaration, the
 * answer is checked against the declared schema, so the browser and the server cannot disagree.
 */
export function callApi<C extends ApiCall>(call: C, { params, query, body, ...options }: CallOptions<C> = {}): Promise<CallAnswer<C>> {
  return apiRequest<CallAnswer<C>>(callPath(call, params) + queryString(query), {
    ...options,
    method: call.method,
    body,
    // CallAnswer<C> is the output type of call.answer by definition.
    schema: call.answer as z.ZodType<CallAnswer<C>> | undefined,
  });
}

