import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ENVIRONMENT_LABEL, type AboutInstallation } from '@haligi/shared';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The commit the server runs: GIT_COMMIT when the build set it, else asked of git once at start;
 * null when neither answers (an unpacked archive, no git on the machine).
 */
export function readCommit(env: NodeJS.ProcessEnv = process.env): string | null {
  const given = env.GIT_COMMIT?.trim();
  if (given) return given;
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: new URL('.', import.meta.url), env, stdio: ['ignore', 'pipe', 'ignore'], timeout: 3000 }).toString().trim();
    return /^[0-9a-f]{7,64}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

/** What settings/about shows, fixed when the server starts. ENVIRONMENT_LABEL names the installation (default "staging"). */
export function aboutInstallation(env: NodeJS.ProcessEnv = process.env, startedAt = new Date()): AboutInstallation {
  return { version, commit: readCommit(env), environment: env.ENVIRONMENT_LABEL?.trim() || ENVIRONMENT_LABEL, startedAt: startedAt.toISOString() };
}
