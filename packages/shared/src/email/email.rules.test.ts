import { describe, expect, it } from 'vitest';
import { findInvalidRecipients, htmlToText, splitRecipients } from './email.rules';

describe('recipients', () => {
  it('are split by comma and trimmed, empty parts dropped', () => {
    expect(splitRecipients(' ana@example.ph, ben@example.ph ,,  ')).toEqual(['ana@example.ph', 'ben@example.ph']);
    expect(splitRecipients('')).toEqual([]);
    expect(splitRecipients(' , ')).toEqual([]);
    expect(splitRecipients(undefined)).toEqual([]);
  });
  it('each must be an email address', () => {
    expect(findInvalidRecipients(['ana@example.ph', 'ben', 'c@d', 'e f@g.ph', 'x@y.ph;z@w.ph'])).toEqual(['ben', 'c@d', 'e f@g.ph', 'x@y.ph;z@w.ph']);
    expect(findInvalidRecipients(['juan.dela-cruz+site@mail.example.com.ph'])).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks and decodes the common entities', () => {
    expect(htmlToText('<p>Good day,</p><p>Site visit &amp; survey<br>on Monday</p><script>x()</script>')).toBe(
      'Good day,\nSite visit & survey\non Monday',
    );
  });
});
