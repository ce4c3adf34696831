import { inflateSync } from 'node:zlib';

// Test code only, for the server's Vitest files and the web's Playwright specs
// (`@haligi/shared/testing/pdf-text`). It sits outside `src`, in its own TS project, so the shared
// package's program keeps no Node types. Our own reader rather than pdfjs-dist: that one reads text
// asynchronously (every call site is sync) and its current releases need Node 22 (we support 20.19).

/**
 * The text drawn on a pdfkit PDF's pages, enough for assertions: inflates the streams, reads each
 * font's ToUnicode map and decodes the hex strings of the TJ/Tj operators font by font.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  const objectPattern = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = objectPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    let dataStart = start + streamAt + 'stream'.length;
    if (raw[dataStart] === '\r') dataStart++;
    if (raw[dataStart] === '\n') dataStart++;
    let data = pdf.subarray(dataStart, dataStart + length);
    if (dict.includes('/FlateDecode')) data = inflateSync(data);
    objects.set(Number(match[1]), { dict, stream: data });
    objectPattern.lastIndex = dataStart + length;
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  // Font resource name -> glyph code -> text.
  const fontMaps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1];
    if (!fonts) continue;
    for (const [, name, id] of fonts.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const map = new Map<string, string>();
      const cmap = font && objects.get(ref(font.dict, 'ToUnicode'))?.stream?.toString('latin1');
      if (cmap) {
        for (const [, code, unicode] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
          map.set(code.toLowerCase(), String.fromCodePoint(...(unicode.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16))));
        }
        for (const [, from, to, list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
          // A ligature maps to several characters: <0066 0069> is "fi".
          const targets = [...list.matchAll(/<([0-9a-fA-F ]+)>/g)].map((t) => t[1].replace(/ /g, ''));
          for (let code = parseInt(from, 16), i = 0; code <= parseInt(to, 16); code++, i++) {
            const target = targets[i];
            if (target) map.set(code.toString(16).padStart(from.length, '0'), String.fromCodePoint(...(target.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16))));
          }
        }
      }
      fontMaps.set(name, map);
    }
  }
  const out: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || dict.includes('/Subtype') || dict.includes('/Length1')) continue;
    const content = stream.toString('latin1');
    if (!/T[Jj]/.test(content)) continue;
    let font = new Map<string, string>();
    for (const [, fontName, array, single] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (fontName) {
        font = fontMaps.get(fontName) ?? new Map();
        continue;
      }
      const hexes = array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [single];
      const decode = (hex: string) => {
        if (font.size === 0) return Buffer.from(hex, 'hex').toString('latin1');
        const width = [...font.keys()][0]?.length ?? 4;
        let text = '';
        for (let i = 0; i < hex.length; i += width) text += font.get(hex.slice(i, i + width).toLowerCase()) ?? '';
        return text;
      };
      out.push(hexes.map(decode).join(''));
    }
  }
  return out.join('\n');
}
