export type DecisionFailure = { kind: 'field' | 'refused' | 'other'; message: string };

/**
 * Where a refused decision is shown: a 400 about the reason or comment under that field, word for
 * word ("reason: is required"); a 403 (not an approver, one's own request), 404 or 409 (decided
 * meanwhile) as a notice, since the step is no longer the caller's to decide; anything else in the
 * dialog, which stays open with what was typed.
 */
export function decisionFailure(answer: { statusCode: number; message: string | string[] } | null, fallback: string): DecisionFailure {
  if (!answer) return { kind: 'other', message: fallback };
  const messages = Array.isArray(answer.message) ? answer.message : [answer.message];
  const text = messages.join(', ') || fallback;
  if (answer.statusCode === 400 && messages.some((m) => /^(reason|comment):/.test(m))) return { kind: 'field', message: text };
  if (answer.statusCode === 403 || answer.statusCode === 404 || answer.statusCode === 409) return { kind: 'refused', message: text };
  return { kind: 'other', message: text };
}
