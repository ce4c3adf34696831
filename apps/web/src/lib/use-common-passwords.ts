import { loadCommonPasswords } from '@haligi/shared';
import { useEffect } from 'react';

/**
 * Fetches the common-password list (its own ~150 kB chunk) when a page where a password is chosen
 * opens, so the form can say "is too common" before sending (docs/decisions/0028-loading.md).
 * The list arrives while the user types; a password sent before it did is judged by the server.
 */
export function useCommonPasswords() {
  useEffect(() => {
    void loadCommonPasswords();
  }, []);
}
