import { describe, expect, it } from 'vitest';
import { forwardDraft, forwardSubject, formatAddress, replyDraft, replySubject } from './mail-reply';

const mail = {
  from: { name: 'Ana Santos', address: 'ana@client.ph' },
  to: [{ name: '', address: 'me@haligi.test' }, { name: 'Ben', address: 'ben@client.ph' }],
  cc: [{ name: '', address: 'boss@haligi.test' }, { name: '', address: 'ANA@client.ph' }],
  subject: 'Quotation',
  date: '2026-11-23T01:00:00.000Z',
  html: null,
  text: 'Line one\nA < B & C',
};

describe('subjects', () => {
  it('Re: and Fwd: are added once', () => {
    expect(replySubject('Quotation')).toBe('Re: Quotation');
    expect(replySubject('RE: Quotation')).toBe('RE: Quotation');
    expect(replySubject('  ')).toBe('Re:');
    expect(forwardSubject('Quotation')).toBe('Fwd: Quotation');
    expect(forwardSubject('Fw: Quotation')).toBe('Fw: Quotation');
    expect(forwardSubject('fwd: x')).toBe('fwd: x');
  });
  it('formatAddress: name and address, or the address alone', () => {
    expect(formatAddress({ name: 'Ana', address: 'a@x.ph' })).toBe('Ana <a@x.ph>');
    expect(formatAddress({ name: '', address: 'a@x.ph' })).toBe('a@x.ph');
    expect(formatAddress(null)).toBe('');
  });
});

describe('replyDraft', () => {
  it('answers the sender, quoting the text escaped with its line breaks', () => {
    expect(replyDraft(mail)).toEqual({
      to: 'ana@client.ph',
      cc: '',
      subject: 'Re: Quotation',
      html: '<p></p><p>On 23 Nov 2026, 9:00 AM, Ana Santos &lt;ana@client.ph&gt; wrote:</p><blockquote><p>Line one<br>A &lt; B &amp; C</p></blockquote>',
    });
  });
  it('to all: the other recipients as copies, without me or the sender, once each', () => {
    expect(replyDraft(mail, { toAll: true, self: 'ME@haligi.test' }).cc).toBe('ben@client.ph, boss@haligi.test');
  });
  it('quotes the html as sent when there is one', () => {
    expect(replyDraft({ ...mail, html: '<p>Hi <b>there</b></p>' }).html).toContain('<blockquote><p>Hi <b>there</b></p></blockquote>');
    expect(replyDraft({ ...mail, from: null, date: null }).html).toContain('<p>The sender wrote:</p>');
  });
});

describe('forwardDraft', () => {
  it('no recipient; the original headers then its body', () => {
    expect(forwardDraft(mail)).toEqual({
      to: '',
      cc: '',
      subject: 'Fwd: Quotation',
      html:
        '<p></p><p>---------- Forwarded message ----------<br>From: Ana Santos &lt;ana@client.ph&gt;<br>Date: 23 Nov 2026, 9:00 AM<br>Subject: Quotation<br>To: me@haligi.test, Ben &lt;ben@client.ph&gt;</p><p>Line one<br>A &lt; B &amp; C</p>',
    });
  });
});
