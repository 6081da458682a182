/** Builds multipart/form-data bodies for upload tests (test code only). */
export function multipart(
  parts: readonly (
    | { name: string; value: string }
    | { name: string; filename: string; data: Buffer; type?: string }
  )[],
) {
  const boundary = `----prueba${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A photo upload of a PNG as `filename`. */
export const pngUpload = (filename = 'foto.png', data = TINY_PNG, action = 'I') =>
  multipart([
    { name: 'action', value: action },
    { name: 'file', filename, data, type: 'image/png' },
  ]);
