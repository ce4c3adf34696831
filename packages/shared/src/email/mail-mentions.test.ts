import { describe, expect, it } from 'vitest';
import { mailAddresses, mailMentions, mentionReason, mentionsCode, normalizeAddress } from './mail-mentions';

const mail = (subject: string, text = '', addresses: string[] = []) => ({ subject, text, addresses });

describe('mentionsCode', () => {
  it('finds a code standing on its own, in any case', () => {
    expect(mentionsCode('Re: PO-000012 delivery', 'PO-000012')).toBe(true);
    expect(mentionsCode('about po-000012.', 'PO-000012')).toBe(true);
    expect(mentionsCode('(PO-000012)', 'PO-000012')).toBe(true);
    expect(mentionsCode('PO-000012', 'PO-000012')).toBe(true);
  });
  it('not inside a longer code or word', () => {
    expect(mentionsCode('PO-0000123 arrived', 'PO-000012')).toBe(false);
    expect(mentionsCode('XPO-000012', 'PO-000012')).toBe(false);
    expect(mentionsCode('PO-000012a', 'PO-000012')).toBe(false);
    expect(mentionsCode('nothing here', 'PO-000012')).toBe(false);
  });
  it('a code of fewer than three characters matches nothing; regex characters are plain', () => {
    expect(mentionsCode('A1 B2', 'A1')).toBe(false);
    expect(mentionsCode('PO.1+ here', 'PO.1+')).toBe(true);
    expect(mentionsCode('POx1+ here', 'PO.1+')).toBe(false);
    expect(mentionsCode('  PO-7  ', '  PO-7 ')).toBe(true);
  });
});

describe('mentionReason', () => {
  it('by code in the subject or the text', () => {
    expect(mentionReason(mail('Order PO-000001'), { code: 'PO-000001' })).toBe('CODE');
    expect(mentionReason(mail('Hello', 'See PO-000001 attached'), { code: 'PO-000001' })).toBe('CODE');
    expect(mentionReason(mail('Hello', 'See PO-000002'), { code: 'PO-000001' })).toBeNull();
  });
  it("by the client's address among sender and recipients, whatever its case and spaces", () => {
    expect(mentionReason(mail('Hi', '', ['ana@client.ph']), { emails: [' Ana@Client.PH '] })).toBe('ADDRESS');
    expect(mentionReason(mail('Hi', '', ['ben@client.ph']), { emails: ['ana@client.ph'] })).toBeNull();
  });
  it('a code wins over an address; empty or missing addresses match nothing', () => {
    expect(mentionReason(mail('PO-000001', '', ['ana@client.ph']), { code: 'PO-000001', emails: ['ana@client.ph'] })).toBe('CODE');
    expect(mentionReason(mail('Hi', '', ['']), { emails: ['', null, undefined, 'not-an-address'] })).toBeNull();
    expect(mentionReason(mail('Hi', 'ana@client.ph in the text only'), { emails: ['ana@client.ph'] })).toBeNull();
    expect(mentionReason(mail('Hi'), {})).toBeNull();
    expect(mentionReason(mail('Hi'), { code: null })).toBeNull();
  });
  it('mailMentions says whether there is a reason', () => {
    expect(mailMentions(mail('PO-9'), { code: 'PO-9' })).toBe(true);
    expect(mailMentions(mail('PO-9'), { code: 'PO-8' })).toBe(false);
  });
});

describe('addresses', () => {
  it('normalizeAddress trims and lowers', () => {
    expect(normalizeAddress('  Juan@Example.PH ')).toBe('juan@example.ph');
  });
  it('mailAddresses: from, to and cc once each, without blanks', () => {
    expect(mailAddresses([{ address: 'A@x.ph' }], [{ address: 'b@x.ph' }, { address: 'a@x.ph' }, null], [{ address: '' }, { address: null }, {}])).toEqual(['a@x.ph', 'b@x.ph']);
    expect(mailAddresses()).toEqual([]);
  });
});
