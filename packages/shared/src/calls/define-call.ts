import type { z } from 'zod';

/** A zod schema, full or zod/mini (the sign-in pages' schemas are zod/mini, see schemas/primitives.ts). */
export type Schema = z.core.$ZodType;

/** One call of the API (docs/decisions/0019-calls-declared-once.md), declared once: the server registers it and the browser calls it from this. */
export type ApiCall = {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path under `/api`, Fastify style: `:name` marks a path parameter. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The `data` of a successful answer; absent where the answer is a file. */
  answer?: Schema;
};

/** Declares a call; `const` keeps its literal path and method in the type. */
export function defineCall<const C extends ApiCall>(call: C): C {
  return call;
}

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a call's path parameters, by the names its path gives them. */
export type CallPathParams<C extends ApiCall> = Record<PathParamNames<C['path']>, string | number>;

/** What a call answers in `data`, as the browser receives it. */
export type CallAnswer<C extends ApiCall> = C['answer'] extends Schema ? z.output<C['answer']> : never;

/** What a call's query is, as the browser sends it. */
export type CallQuery<C extends ApiCall> = C['query'] extends Schema ? z.input<C['query']> : never;

/** What a call's body is, as the browser sends it. */
export type CallBody<C extends ApiCall> = C['body'] extends Schema ? z.input<C['body']> : never;

/** The call's path with its parameters filled in, each encoded as one path segment. */
export function callPath<C extends ApiCall>(call: C, params?: CallPathParams<C>): string {
  const values: Record<string, string | number> = params ?? {};
  return call.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${call.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
