import { useCallback, useState } from 'react';

type RequestState<T> = { status: 'idle' | 'pending' | 'success' | 'error'; data?: T; error?: unknown };

/**
 * One request the user starts on a sign-in page, with its state. The sign-in pages use this
 * instead of TanStack Query, which only the signed-in app loads; the names follow its `useMutation`.
 */
export function useAuthRequest<Body, Answer>(send: (body: Body) => Promise<Answer>) {
  const [state, setState] = useState<RequestState<Answer>>({ status: 'idle' });

  const mutateAsync = useCallback(
    async (body: Body): Promise<Answer> => {
      setState({ status: 'pending' });
      try {
        const data = await send(body);
        setState({ status: 'success', data });
        return data;
      } catch (error) {
        setState({ status: 'error', error });
        throw error;
      }
    },
    [send],
  );
  // The failure is in the state; the request layer has already presented what it had to.
  const mutate = useCallback((body: Body) => void mutateAsync(body).catch(() => undefined), [mutateAsync]);

  return {
    ...state,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutate,
    mutateAsync,
  };
}
