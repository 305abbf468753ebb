import { ApiPaths, type MediaItem, type UploadResult } from '@lora/api';

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

/**
 * Sends one file as SPEC §7's multipart upload with XMLHttpRequest, whose upload events report real
 * progress (fetch has none). Success is status 200 with the new item in `file`.
 */
export function uploadMedia(file: File, onProgress: (percent: number) => void): { done: Promise<MediaItem>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<MediaItem>((resolve, reject) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 200) {
        try {
          resolve((JSON.parse(xhr.responseText) as UploadResult).file);
        } catch {
          reject(new UploadError(xhr.status, 'The answer was not the uploaded file'));
        }
        return;
      }
      let reason: string | undefined;
      try {
        const message = (JSON.parse(xhr.responseText) as { message?: string | string[] }).message;
        reason = Array.isArray(message) ? message.join('; ') : message;
      } catch {
        reason = undefined;
      }
      reject(new UploadError(xhr.status, reason));
    };
    xhr.onerror = () => reject(new UploadError(0));
    xhr.onabort = () => reject(new UploadAborted('Upload cancelled'));
  });
  const body = new FormData();
  body.append('file', file);
  xhr.open('POST', ApiPaths.admin.media.upload);
  xhr.withCredentials = true;
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}
