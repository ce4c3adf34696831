import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from './notify';

/** What the server answers for a create, update or delete (DECISIONS: `{data, message}` / `{message}`). */
export interface ActionAnswer<T = unknown> {
  data?: T;
  message: string;
}

export interface ServerActionOptions {
  /** Query key prefixes to reload afterwards, e.g. ['table', '/role']. */
  invalidates?: readonly (readonly unknown[])[];
}

/**
 * A mutation that shows the server's message as a positive notice and reloads what it changed.
 * Failures reach the Error dialog through the query client's mutation cache.
 */
export function useServerAction<TVariables, TData = unknown>(
  call: (variables: TVariables) => Promise<ActionAnswer<TData>>,
  { invalidates = [] }: ServerActionOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: answer.message, position: 'top' });
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
