import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { getAuth } from '@/lib/session/auth-store';
import { confirmLeave } from './unsaved-dialogs';

/**
 * The leave-page warning (docs/rules/screens.md#unsaved-changes): an in-app move to another page asks 'Leave anyway' or Cancel;
 * closing or reloading the tab gets the browser's own question (browsers show no custom text).
 * Returns a function that lets the next navigation through (e.g. the move after saving a new item).
 */
export function useLeavePageGuard(dirty: boolean): () => void {
  const dirtyRef = useRef(dirty);
  const allowedRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) allowedRef.current = false;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      // A session that ended must reach the login page whatever the form holds.
      dirtyRef.current && !allowedRef.current && getAuth() !== null && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  // The blocker object is renewed on every router update; the question must be asked once per block.
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmLeave().then((leave) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useCallback(() => {
    allowedRef.current = true;
  }, []);
}
