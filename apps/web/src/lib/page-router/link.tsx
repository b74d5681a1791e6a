import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { hrefOf, useNavigate, type NavigateOptions, type To } from './page-router';

type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & NavigateOptions & { to: To };

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (event.currentTarget.target || '_self') !== '_self';

/** An ordinary link whose plain click moves through the page router; a new tab or window opens as usual. */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={hrefOf(to)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}
