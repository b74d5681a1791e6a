import { useParams } from 'react-router';
import { positiveId } from '@/lib/route-ids';

/** The named parameters of the console's current route, each read as an id (see `positiveId`). */
export function useRouteIds<Name extends string>(...names: Name[]): Record<Name, number> {
  const params = useParams();
  return Object.fromEntries(names.map((name) => [name, positiveId(params[name])])) as Record<Name, number>;
}
