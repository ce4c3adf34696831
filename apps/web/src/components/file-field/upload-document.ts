import { api } from '../../lib/api';

/** The upload answer, kept whole as the field value (spec part 2 section 3). */
export interface UploadedFile {
  id: number | string;
  /** Serves the file to a request with the token header. */
  url: string;
  /** Opens it in a browser link for 15 minutes (upload answer only; other answers sign `url` itself). */
  signedUrl?: string;
  originalName: string;
  name: string;
}

export function uploadDocument(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('fileData', file);
  return api<UploadedFile>('POST', '/file-upload/upload-document', { body });
}
