import { useSearchParams } from 'react-router';

/**
 * The record open in a page's drawer, kept in the address (`?id=`): a link from the approvals
 * queue or a notice opens it, and Back closes it.
 */
export function useIdParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const set = (next: number | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === null) copy.delete('id');
        else copy.set('id', String(next));
        return copy;
      },
      { replace: next === null },
    );
  return [id, set];
}
