import type { TBrand } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';

/** The two brands with their CRM names and logos; public, cached for the session. */
export const useBrands = () =>
  useQuery({
    queryKey: ['brands'],
    queryFn: () => api<TBrand[]>('/dashboard/brands', { withBrand: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
