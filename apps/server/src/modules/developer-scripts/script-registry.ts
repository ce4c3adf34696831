import { scriptParametersSchema, type ScriptDescription } from '@haligi/shared';
import type { DeveloperScript } from './script-types';
import { rebuildBoqTotals } from './scripts/rebuild-boq-totals';
import { recomputeRecordCounts } from './scripts/recompute-record-counts';
import { recomputeStockLevels } from './scripts/recompute-stock-levels';
import { resendFailedMails } from './scripts/resend-failed-mails';

export type { DeveloperScript, ScriptContext } from './script-types';

/** Every registered script, by name (decision 0071). Add a script here and in docs/api/developer-tools.md. */
export const SCRIPTS: readonly DeveloperScript[] = [recomputeStockLevels, rebuildBoqTotals, resendFailedMails, recomputeRecordCounts];

const byName = new Map(SCRIPTS.map((script) => [script.name, script]));

/** The registered script of that name (own entries only: `__proto__` finds nothing). */
export const findScript = (name: string): DeveloperScript | undefined => byName.get(name);

export const describeScript = (script: DeveloperScript): ScriptDescription => ({
  name: script.name,
  title: script.title,
  description: script.description,
  parameters: script.parameters,
});

export const scriptSchema = (script: DeveloperScript) => scriptParametersSchema(script.parameters);
