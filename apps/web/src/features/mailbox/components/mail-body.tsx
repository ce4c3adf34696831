import { Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';

/** Links open in a new tab; the mail's own styles stay inside the frame. */
const frameDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:14px;line-height:1.5;color:#1a1b1e;margin:0;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{max-width:100%}blockquote{margin:0 0 0 8px;padding-left:8px;border-left:3px solid #ced4da}</style></head><body>${html}</body></html>`;

/**
 * A mail's body. Html is shown in a sandboxed frame: no script runs in it (no allow-scripts, and
 * the page's CSP forbids inline scripts), remote images do not load (img-src), links open in a new
 * tab. The frame shares the page's origin only so its height can be read to fit the mail.
 */
export function MailBody({ html, text, title }: { html: string | null; text: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(200);
  const fit = useCallback(() => {
    const body = frame.current?.contentDocument?.body;
    if (body) setHeight(Math.max(120, Math.min(body.scrollHeight + 24, 20_000)));
  }, []);
  if (html && html.trim()) {
    return (
      <iframe
        ref={frame}
        title={`Message: ${title}`}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        srcDoc={frameDocument(html)}
        onLoad={fit}
        style={{ width: '100%', height, border: 0, display: 'block', background: 'white', borderRadius: 4 }}
        data-testid="mail-html"
      />
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="mail-text">
      {text.trim() || '(This mail has no text.)'}
    </Text>
  );
}
