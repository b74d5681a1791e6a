import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isSignInPath } from '@aula/shared';
import { NotFoundScreen } from './not-found-screen';

// Loaded at a sign-in path, this page was served where the sign-in pages belong; loading the
// address again would bring it back, and again.
const servedInsteadOfSignIn = isSignInPath(window.location.pathname);

/**
 * The sign-in pages are an entry of their own (docs/decisions/0028-sign-in-pages-are-their-own-entry.md): a move to /auth/… inside the console, such as the guard's or a sign-out's, loads them.
 */
export function SignInHandoff() {
  const { pathname, search, hash } = useLocation();
  const href = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (!servedInsteadOfSignIn) window.location.replace(href);
  }, [href]);
  return servedInsteadOfSignIn ? <NotFoundScreen /> : null;
}
