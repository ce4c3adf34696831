// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { documentKindForStage } from './document.rules';
import { attachDocumentRequest } from './document.schemas';

describe('documentKindForStage', () => {
  it('maps the three stage tabs to their kind and everything else to OTHER', () => {
    expect(documentKindForStage('proposal')).toBe('PROPOSAL');
    expect(documentKindForStage('contacted')).toBe('PRESENTATION');
    expect(documentKindForStage('in-negotiation')).toBe('CONTRACT');
    for (const stage of ['opportunity', 'qualified', 'closed-won', 'closed-lost', 'planning', '', null, undefined]) {
      expect(documentKindForStage(stage)).toBe('OTHER');
    }
  });
});

describe('attachDocumentRequest', () => {
  it('accepts a file id, a kind and an optional title (trimmed)', () => {
    expect(attachDocumentRequest.parse({ fileId: 4, kind: 'CONTRACT', title: '  Signed contract ' })).toEqual({ fileId: 4, kind: 'CONTRACT', title: 'Signed contract' });
    expect(attachDocumentRequest.parse({ fileId: '4', kind: 'OTHER' })).toEqual({ fileId: 4, kind: 'OTHER' });
  });

  it('names the field of a bad kind or file id', () => {
    const result = attachDocumentRequest.safeParse({ fileId: 0, kind: 'INVOICE' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'fileId: must be a file id',
      'kind: must be one of PROPOSAL, PRESENTATION, CONTRACT, OTHER',
    ]);
  });
});
