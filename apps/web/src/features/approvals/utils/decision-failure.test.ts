import { APPROVAL_MESSAGES } from '@haligi/shared';
import { describe, expect, it } from 'vitest';
import { decisionFailure } from './decision-failure';

describe('decisionFailure', () => {
  it("a missing reason is shown under the field word for word", () => {
    expect(decisionFailure({ statusCode: 400, message: [APPROVAL_MESSAGES.reasonRequired] }, 'x')).toEqual({ kind: 'field', message: 'reason: is required' });
  });
  it('a too-long comment is shown under the field', () => {
    expect(decisionFailure({ statusCode: 400, message: ['comment: must be at most 2000 characters'] }, 'x').kind).toBe('field');
  });
  it("deciding one's own request (403) is a notice with the server's message", () => {
    expect(decisionFailure({ statusCode: 403, message: APPROVAL_MESSAGES.ownRequest }, 'x')).toEqual({ kind: 'refused', message: 'You cannot decide a step of your own request' });
  });
  it('a step decided meanwhile (409) and a step gone (404) are notices', () => {
    expect(decisionFailure({ statusCode: 409, message: APPROVAL_MESSAGES.alreadyDecided }, 'x').kind).toBe('refused');
    expect(decisionFailure({ statusCode: 404, message: 'Approval not found' }, 'x').kind).toBe('refused');
  });
  it('a 400 about something else, a server error or no answer stays in the dialog', () => {
    expect(decisionFailure({ statusCode: 400, message: ['id: must be a whole number'] }, 'x')).toEqual({ kind: 'other', message: 'id: must be a whole number' });
    expect(decisionFailure({ statusCode: 500, message: 'Internal Server Error' }, 'x')).toEqual({ kind: 'other', message: 'Internal Server Error' });
    expect(decisionFailure(null, 'The server could not be reached.')).toEqual({ kind: 'other', message: 'The server could not be reached.' });
  });
});
