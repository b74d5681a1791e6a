import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { NotFoundPage } from '@/components/app-frame/not-found-page';

/** Any unknown path in the console (docs/rules/screens.md#not-found); home is a move inside the console. */
export function NotFoundScreen() {
  return (
    <NotFoundPage
      homeLink={(label) => (
        <Button component={Link} to="/">
          {label}
        </Button>
      )}
    />
  );
}
