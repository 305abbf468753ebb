import { ApiPaths, type MediaItem, type UploadResult } from '@lora/api';
import { ApiError, RequestAborted, sendWithProgress } from '../../../lib/api.js';

/** A failed upload: the HTTP status (0 for a network error) and the server's words when it gave any. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly reason?: string,
  ) {
    super(status ? `${status}: ${reason ?? 'upload failed'}` : 'network error');
  }
}

export class UploadAborted extends Error {}

/** Sends one file as SPEC §7's multipart upload, reporting real progress. Success is status 200 with the new item in `file`. */
export function uploadMedia(file: File, onProgress: (percent: number) => void): { done: Promise<MediaItem>; abort: () => void } {
  const body = new FormData();
  body.append('file', file);
  const sent = sendWithProgress<UploadResult>('POST', ApiPaths.admin.media.upload, body, onProgress);
  const done = sent.done.then(
    (answer) => {
      if (!answer?.file) throw new UploadError(200, 'The answer was not the uploaded file');
      return answer.file;
    },
    (err: unknown) => {
      if (err instanceof RequestAborted) throw new UploadAborted('Upload cancelled');
      if (err instanceof ApiError) throw new UploadError(err.status, err.status ? err.serverMessage : undefined);
      throw err;
    },
  );
  return { done, abort: sent.abort };
}
