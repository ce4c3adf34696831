import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** Plain text with its web addresses turned into links. */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Anchor key={index} href={part} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
        {part}
      </Anchor>
    ) : (
      part
    ),
  );
}

/** The distinct links of a mail: anchors of its HTML, then addresses in its text. */
export function collectLinks(html: string | null, text: string | null): string[] {
  const links = new Set<string>();
  if (html) {
    const document = new DOMParser().parseFromString(html, 'text/html');
    document.querySelectorAll('a[href]').forEach((a) => {
      const href = a.getAttribute('href') ?? '';
      if (/^https?:\/\//.test(href)) links.add(href);
    });
  }
  for (const match of (text ?? '').matchAll(URL_PATTERN)) links.add(match[1]);
  return [...links];
}
