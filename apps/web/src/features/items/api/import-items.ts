import { api } from '../../../lib/api';

export interface ImportPreviewRow {
  row: number;
  data: Record<string, unknown>;
  errors: string[];
}

/** POST /items/import/preview: the file checked row by row; nothing is saved yet. */
export interface ImportPreview {
  importId: string;
  total: number;
  validCount: number;
  errorCount: number;
  rows: ImportPreviewRow[];
}

export function previewItemImport(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append('fileData', file);
  return api<ImportPreview>('POST', '/items/import/preview', { body });
}

/** POST /items/import/commit -> 202 {jobId}; progress arrives as `import-progress` pushes. */
export function commitItemImport(importId: string): Promise<{ jobId: number | string }> {
  return api<{ jobId: number | string }>('POST', '/items/import/commit', { body: { importId } });
}
