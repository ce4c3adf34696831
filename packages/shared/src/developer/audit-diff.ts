/**
 * The difference between an audit entry's record before and after (the audit log's detail view,
 * decision 0072): one line per field that was added, removed or changed. Objects are compared
 * field by field (nested fields as `a.b`); lists and other values as a whole.
 */
export interface AuditChange {
  /** The field, `a.b` for a nested one; '' when the whole value is not an object. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as JSON values: same type, same fields, same items in the same order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

const joinPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

export function auditDiff(before: unknown, after: unknown, path = ''): AuditChange[] {
  const absent = (value: unknown) => value === undefined || value === null;
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => auditDiff(before[key], after[key], joinPath(path, key)));
  }
  // A record that appeared or went: each of its fields is added or removed.
  if (isRecord(after) && absent(before)) return Object.keys(after).sort().flatMap((key) => (absent(after[key]) ? [] : [{ path: joinPath(path, key), kind: 'added' as const, after: after[key] }]));
  if (isRecord(before) && absent(after)) return Object.keys(before).sort().flatMap((key) => (absent(before[key]) ? [] : [{ path: joinPath(path, key), kind: 'removed' as const, before: before[key] }]));
  if (sameValue(before, after) || (absent(before) && absent(after))) return [];
  if (absent(before)) return [{ path, kind: 'added', after }];
  if (absent(after)) return [{ path, kind: 'removed', before }];
  return [{ path, kind: 'changed', before, after }];
}

/** "by X" or "by X as Y" (an impersonating developer X acting as Y). */
export function auditActorText(actor: string | null, actingAs: string | null): string {
  const who = actor ?? 'the system';
  return actingAs ? `by ${who} as ${actingAs}` : `by ${who}`;
}
