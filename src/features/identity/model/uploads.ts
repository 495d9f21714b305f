/** Client checks before an upload (the platform publishes no limits; these are ours and the mock's). */
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_SCREENSAVER_BYTES = 2 * 1024 * 1024;

export type FileProblem = 'notImage' | 'tooLarge';

/** Why a chosen file cannot be uploaded as an image, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number): FileProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** The multipart body of PublicFileUpload and RouterDisplayScreensaverUpload: one part named `file`. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}
