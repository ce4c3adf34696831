import { describe, expect, it } from 'vitest';
import { fillPlaceholders, isSystemMailKey, mailTemplateRequest, placeholdersIn, renderSystemMail, SYSTEM_MAIL_KEYS, SYSTEM_MAIL_TEMPLATES, templateProblems } from './system-mail';

describe('system mail templates', () => {
  it('every default uses only its own placeholders, and its sample fills them all', () => {
    for (const key of SYSTEM_MAIL_KEYS) {
      const template = SYSTEM_MAIL_TEMPLATES[key];
      expect(templateProblems(key, template), key).toEqual([]);
      const rendered = renderSystemMail(template, template.sample, { companyName: 'Bayanihan', brandColor: null });
      expect(rendered.text, key).not.toMatch(/\{\{/);
      expect(rendered.subject, key).not.toMatch(/\{\{/);
    }
  });
  it('the one-time code mail reads "Your code is NNNNNN"', () => {
    const mail = renderSystemMail(SYSTEM_MAIL_TEMPLATES['one-time-code'], { name: 'Ana', code: '004512', minutes: '10' }, { companyName: 'Bayanihan', brandColor: null });
    expect(mail.text).toBe('Hello Ana,\n\nYour code is 004512. It works for 10 minutes, once. If you did not ask for it, ignore this mail.\n\nBayanihan');
    expect(mail.subject).toBe('Your Haligi code');
  });
  it('knows its keys', () => {
    expect(isSystemMailKey('payslip')).toBe(true);
    expect(isSystemMailKey('toString')).toBe(false);
  });
});

describe('placeholders', () => {
  it('are found once each and filled by name, unknown ones left as written', () => {
    expect(placeholdersIn('{{a}} {{ b }} {{a}} {x}')).toEqual(['a', 'b']);
    expect(fillPlaceholders('Hi {{name}}, {{ name }} {{other}}', { name: 'Ana' })).toBe('Hi Ana, Ana {{other}}');
    expect(fillPlaceholders('{{toString}}', {})).toBe('{{toString}}');
  });
  it('unknown placeholders in a company template are field problems', () => {
    expect(templateProblems('one-time-code', { subject: 'Code {{cod}}', body: 'Your code is {{code}} {{link}}' })).toEqual([
      'subject: unknown placeholder {{cod}}; use {{name}}, {{code}}, {{minutes}}',
      'body: unknown placeholder {{link}}; use {{name}}, {{code}}, {{minutes}}',
    ]);
  });
});

describe('what a company template must keep', () => {
  it('a link mail keeps its link, a code mail its sentence "Your code is {{code}}"', () => {
    expect(templateProblems('password-reset', { subject: 'Reset', body: 'Hello {{name}}, reset it here.' })).toEqual(['body: must keep "{{link}}"']);
    expect(templateProblems('password-reset', { subject: 'Reset', body: 'Hello {{name}}: {{ link }}' })).toEqual([]);
    expect(templateProblems('one-time-code', { subject: 'Code', body: 'Hi {{name}}, the code: {{code}}' })).toEqual(['body: must keep "Your code is {{code}}"']);
    expect(templateProblems('developer-promotion', { subject: 'Code', body: '{{requester}} asks. Your code is {{code}}.' })).toEqual([]);
    // The payslip mail has no link or code to keep.
    expect(templateProblems('payslip', { subject: 'Payslip', body: 'Attached.' })).toEqual([]);
  });
});

describe('renderSystemMail', () => {
  const brand = { companyName: 'Bayanihan & Co', brandColor: '#0b7285' };
  it('fills subject and body, ends the text with the company and wraps the HTML in its colour', () => {
    const mail = renderSystemMail({ subject: ' Hi  {{name}} ', body: 'Hello {{name}},\n\nOpen: {{link}}\nThanks' }, { name: '<Ana>', link: 'https://x.test/a?b=1&c=2' }, brand);
    expect(mail.subject).toBe('Hi <Ana>');
    expect(mail.text).toBe('Hello <Ana>,\n\nOpen: https://x.test/a?b=1&c=2\nThanks\n\nBayanihan & Co');
    expect(mail.html).toContain('<div style="background:#0b7285;color:#ffffff;padding:12px 16px;font-size:16px;font-weight:bold">Bayanihan &#38; Co</div>');
    expect(mail.html).toContain('<p style="margin:0 0 14px">Hello &#60;Ana&#62;,</p>');
    expect(mail.html).toContain('<p style="margin:0 0 14px">Open: <a href="https://x.test/a?b=1&#38;c=2">https://x.test/a?b=1&#38;c=2</a><br>Thanks</p>');
    expect(mail.html).toContain('border-top:3px solid #0b7285');
    expect(mail.html).toContain('Bayanihan &#38; Co · sent by Haligi');
  });
  it('uses the app colour and name without a brand', () => {
    const mail = renderSystemMail({ subject: 's', body: 'b' }, {}, { companyName: ' ', brandColor: 'javascript:x' });
    expect(mail.text).toBe('b\n\nHaligi');
    expect(mail.html).toContain('background:#3b5bdb');
    for (const broken of ['x#0b7285', '#0b7285x']) expect(renderSystemMail({ subject: 's', body: 'b' }, {}, { companyName: 'A', brandColor: broken }).html).toContain('background:#3b5bdb');
  });
  it('reads Windows line ends as line ends', () => {
    const mail = renderSystemMail({ subject: 's', body: 'One\r\n\r\nTwo\r\nThree' }, {}, { companyName: 'A', brandColor: null });
    expect(mail.text).toBe('One\n\nTwo\nThree\n\nA');
    expect(mail.html).toContain('<p style="margin:0 0 14px">One</p><p style="margin:0 0 14px">Two<br>Three</p>');
  });
  it('a company template needs a subject and a body', () => {
    expect(mailTemplateRequest.safeParse({ subject: ' ', body: '' }).error!.issues.map((i) => i.message)).toEqual(['is required', 'is required']);
  });
});
