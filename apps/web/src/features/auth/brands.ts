import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { authKeys } from './auth-keys.ts';

/** The two brands with their CRM names and logos; public, cached for the session. */
export const useBrands = () =>
  useQuery({
    queryKey: authKeys.brands(),
    queryFn: () => call('listBrands', { withBrand: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
