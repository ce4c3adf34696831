import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one BOQ write path, checked over the source (decision 0020): a write to boq_items or to a
 * BOQ's edit_version outside the modules below would skip the version bump, the history row or
 * the room's patch, so processes would serve cached rows. A new writer must go through
 * `writeBoqRows` / `applyBoqChange` (modules/boq/boq.repository.ts) or be listed here with why.
 */
const SOURCE = join(__dirname, '../src');
const WRITERS: Record<string, string> = {
  'modules/boq/boq.repository.ts': 'the path itself: recordBoqEdit bumps edit_version and writes history',
  'modules/boq/boq.service.ts': 'the live room: every edit goes through BoqService.edit (lockEditableBoq, recordBoqEdit, the patch)',
  'modules/boq-versions/boq-versions.service.ts': 'inserts the rows of a new revision nobody has opened yet (no cache, no room)',
  'modules/qto/qto.service.ts': 'the take-off: its writes run inside writeBoqRows callbacks (checked below)',
  // Purchasing's own counters on a BOQ line: the BOQ room neither reads nor caches them (its rows,
  // answers and patches leave them out), so they need no version, history or patch.
  'modules/purchase-orders/purchase-orders.service.ts': 'quantity_ordered only, the line locked FOR UPDATE (decision 0039)',
  'modules/receiving/receiving.service.ts': 'quantity_received only, the line locked FOR UPDATE (decision 0040)',
};
/** Drizzle writes of boq_items, raw SQL writes, and any set of edit_version. */
const WRITE = /\.(update|insert|delete)\(\s*boqItems\b|(update|insert into|delete from)\s+"?boq_items\b|\.set\(\{[^}]*\beditVersion\b|edit_version\s*=/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the one BOQ write path', () => {
  it('only the listed modules write BOQ rows or a BOQ edit version', () => {
    const writers = files(SOURCE)
      .filter((path) => WRITE.test(readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      .map((path) => relative(SOURCE, path).split('\\').join('/'))
      .filter((path) => path !== 'db/schema.ts');
    expect(writers.filter((path) => !(path in WRITERS))).toEqual([]);
    // The list stays honest: every module listed still writes.
    expect(Object.keys(WRITERS).sort()).toEqual([...writers].sort());
  });
  it('purchase requests write quantity_purchased through applyBoqChange and no edit version or history themselves', () => {
    const source = readFileSync(join(SOURCE, 'modules/purchase-requests/purchase-requests.service.ts'), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(source).toContain('applyBoqChange(');
    expect(source).toContain('broadcastBoqPatch(');
    expect(source).not.toMatch(/billOfQuantities|edit_version|boqHistory|notifyBoqRowsChanged/);
  });
  it('the take-off writes through writeBoqRows and writes no edit version itself', () => {
    const source = readFileSync(join(SOURCE, 'modules/qto/qto.service.ts'), 'utf8');
    expect(source).toContain('writeBoqRows(');
    expect(source).not.toMatch(/billOfQuantities|edit_version|boqHistory/);
    // Every public write goes through this.write (writeBoqRows); no transaction of its own.
    expect(source).not.toMatch(/\.transaction\(/);
    for (const method of ['change', 'remove', 'submit']) expect(source).toMatch(new RegExp(`async ${method}\\([^]*?this\\.write(<[^>]*>)?\\(`));
  });
});
