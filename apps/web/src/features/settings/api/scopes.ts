import { useQuery } from '@tanstack/react-query';
import type { ScopeDefinition } from '@haligi/shared';
import { api } from '../../../lib/api';

export interface ScopeWithCount extends ScopeDefinition {
  roleCount: number;
}

export function useScopes() {
  return useQuery({
    queryKey: ['scopes'],
    queryFn: ({ signal }) => api<ScopeWithCount[]>('GET', '/scope', { signal }),
  });
}
