import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLocationRequest } from '@haligi/shared';
import { api } from '../../../lib/api';
import { SELECT_URLS, selectKey } from './select-lists';

/** POST /location answers the saved location itself. */
export interface SavedLocation {
  id: number;
  name: string;
  regionId: number;
  provinceId: number;
  municipalityId: number;
  barangayId: number;
  zipCode: string;
  street: string;
  landmark: string;
  fullAddress?: string;
}

export function createLocation(body: CreateLocationRequest) {
  return api<SavedLocation>('POST', '/location', { body });
}

/** Saves a location and reloads the location list; a failure reaches the Error dialog. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selectKey(SELECT_URLS.location) }),
  });
}
