import type { ScriptParameter } from '@haligi/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';

/** What a running script is given: its checked parameters, the app, and its output and progress. */
export interface ScriptContext<P = Record<string, unknown>> {
  app: AppContext;
  parameters: P;
  /** Appends a line to the run's output and pushes it to the developer who started it. */
  log(line: string): Promise<void>;
  /** 0-100, on the run and its job. */
  progress(percent: number): Promise<void>;
  /**
   * Inside a transaction that writes: renews the job's lease and throws when another process took
   * the run over, so the write commits only while this run owns the job (decision 0024).
   */
  checkpoint(tx: Db): Promise<void>;
}

/** A maintenance script that lives in the codebase: no code ever comes from the browser. */
export interface DeveloperScript {
  name: string;
  title: string;
  description: string;
  parameters: ScriptParameter[];
  /** Runs it; what it answers is kept as the run's summary. */
  run(context: ScriptContext<any>): Promise<Record<string, unknown>>;
}

export const COMPANY_PARAMETER: ScriptParameter = {
  name: 'companyId',
  label: 'Company',
  kind: 'company',
  required: false,
  description: 'Leave empty for every company.',
};
export const DRY_RUN_PARAMETER: ScriptParameter = {
  name: 'dryRun',
  label: 'Dry run',
  kind: 'boolean',
  default: true,
  description: 'Report the differences without changing anything.',
};

