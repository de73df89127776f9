import { messages } from '../../../domain/messages.ts';

/**
 * Uploads a resume to POST /api/uploads (kind first, then the file, as the server streams
 * fields in order) and reports progress; XMLHttpRequest because fetch has no upload progress.
 * Resolves to the stored file's URL.
 */
export function uploadResume(file: File, onProgress: (percent: number) => void): Promise<string> {
  if (file.type !== 'application/pdf') return Promise.reject(new Error(messages.application.pdfOnly));
  const body = new FormData();
  body.append('kind', 'resume');
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const url = (request.response as { url?: unknown } | null)?.url;
      if (request.status >= 200 && request.status < 300 && typeof url === 'string') resolve(url);
      else reject(new Error(`Resume upload failed: HTTP ${request.status}`));
    });
    request.addEventListener('error', () => reject(new Error('Resume upload failed: network error')));
    request.send(body);
  });
}
