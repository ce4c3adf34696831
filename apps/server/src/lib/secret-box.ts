import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file a server without SECRETS_KEY keeps its generated key in, inside DATA_DIR. */
export const SECRETS_KEY_FILE = 'secrets.key';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT = 'v1';

/** 32 bytes from 64 hex digits or base64 (with or without padding, standard or URL alphabet). */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(value) ? Buffer.from(value, 'base64') : null;
  if (!key || key.length !== KEY_BYTES) throw new Error('SECRETS_KEY must be 32 bytes written as 64 hex digits or base64 (openssl rand -hex 32)');
  return key;
}

/**
 * The key from SECRETS_KEY, else DATA_DIR/secrets.key, made (mode 0600) by the first start that
 * finds neither. Created exclusively, so two processes starting on one DATA_DIR agree on one key.
 * Processes on several machines must share SECRETS_KEY.
 */
export function loadSecretsKey(options: { secretsKey?: string; dataDir: string }): Buffer {
  if (options.secretsKey) return parseSecretsKey(options.secretsKey);
  const file = join(options.dataDir, SECRETS_KEY_FILE);
  mkdirSync(options.dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretsKey(readFileSync(file, 'utf8'));
}

/**
 * AES-256-GCM sealing of short secrets (saved mail passwords). A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url) and is bound to its `context` (say `email-config:12:smtp`)
 * as additional data, so a value copied onto another row or field does not open.
 */
export class SecretBox {
  constructor(private key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error('a secret box needs a 32-byte key');
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [FORMAT, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
  }

  /** The plain text, or null when the value was sealed under another key or context, or is damaged. */
  open(sealed: string, context: string): string | null {
    const [format, iv, tag, data] = sealed.split('.');
    if (format !== FORMAT || iv === undefined || tag === undefined || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

const boxes = new Map<string, SecretBox>();

/** The server's secret box (one per key source), the key loaded or made on first use. */
export function secretBoxFor(options: { secretsKey?: string; dataDir: string }): SecretBox {
  const source = options.secretsKey ? `env:${options.secretsKey}` : `dir:${options.dataDir}`;
  let box = boxes.get(source);
  if (!box) {
    box = new SecretBox(loadSecretsKey(options));
    boxes.set(source, box);
  }
  return box;
}
