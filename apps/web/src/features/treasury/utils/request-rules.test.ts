import { PAYMENT_REQUEST_STATUSES } from '@haligi/shared';
import { describe, expect, it } from 'vitest';
import { isCancelable } from './request-rules';

describe('isCancelable', () => {
  it('a request waiting, approved or returned can be canceled; a paid, rejected or canceled one cannot', () => {
    expect(PAYMENT_REQUEST_STATUSES.filter(isCancelable)).toEqual(['FOR_APPROVAL', 'APPROVED', 'RETURNED']);
  });
});
