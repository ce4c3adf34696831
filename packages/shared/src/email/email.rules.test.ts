import { describe, expect, it } from 'vitest';
import { findInvalidRecipients, htmlToText, readRecipientFields, sendFailedMessage, splitRecipients } from './email.rules';

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

describe('email rules: edges', () => {
  it('an address may be 254 characters, not 255', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.ph'.length)}@example.ph`;
    expect(at(254)).toHaveLength(254);
    expect(findInvalidRecipients([at(254), at(255)])).toEqual([at(255)]);
  });
  it('drops scripts and styles with attributes and line breaks inside', () => {
    expect(htmlToText('<p>Hi</p><script type="text/javascript">alert(1)\n x</script><style media="all">p { }</style>')).toBe('Hi');
  });
  it('line breaks from <br />, headings and blocks; spaces before a break go; at most one blank line', () => {
    expect(htmlToText('a<br />b')).toBe('a\nb');
    expect(htmlToText('<h2>Title</h2>body')).toBe('Title\nbody');
    expect(htmlToText('<span class="x">in</span>line')).toBe('inline');
    expect(htmlToText('a  \t<br>b')).toBe('a\nb');
    expect(htmlToText('a<br><br><br><br>b')).toBe('a\n\nb');
  });
});

describe('readRecipientFields', () => {
  it('splits and trims each field', () => {
    expect(readRecipientFields({ to: ' ana@example.ph ,ben@example.ph,, ', cc: 'boss@example.ph ', bcc: '' })).toEqual({
      to: ['ana@example.ph', 'ben@example.ph'],
      cc: ['boss@example.ph'],
      bcc: [],
      problems: [],
    });
  });
  it('no To is the dialog\'s own message; each bad address is named with its field', () => {
    expect(readRecipientFields({ to: ' , ' }).problems).toEqual(['Please specify at least one recipient']);
    expect(readRecipientFields({}).problems).toEqual(['Please specify at least one recipient']);
    expect(readRecipientFields({ to: 'ana@example.ph, nope', cc: 'boss@', bcc: 'x@y.ph, z' }).problems).toEqual([
      'to: nope is not a valid email address',
      'cc: boss@ is not a valid email address',
      'bcc: z is not a valid email address',
    ]);
  });
});

describe('sendFailedMessage', () => {
  it("is 'Failed to send email' with the server's reason, or alone without one", () => {
    expect(sendFailedMessage('Invalid login: 535 Invalid username or password')).toBe('Failed to send email: Invalid login: 535 Invalid username or password');
    expect(sendFailedMessage('  ')).toBe('Failed to send email');
  });
});
