export { FileField, type FileFieldProps } from './file-field';
export { uploadDocument, type UploadedFile } from './upload-document';
