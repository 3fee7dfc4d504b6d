/**
 * Files to upload in component tests. jsdom's File and FormData do not survive the way the
 * embedded backend reads a request here (MSW turns the XHR body into a Node `Request`, which
 * sends a jsdom File as the text "undefined"): tests upload Node's own File and FormData, as a
 * browser's reach the backend. Call `useNodeFormData()` before the screen sends, `nodeFile()`
 * for each file; `vi.unstubAllGlobals()` puts jsdom's FormData back.
 */
const BOUNDARY = 'node-files';

/** Node's FormData and File classes, taken from a multipart body Node parsed itself. */
async function nodeClasses(): Promise<{ FormData: typeof FormData; File: typeof File }> {
  const body = [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="file"; filename="a.txt"',
    'Content-Type: text/plain',
    '',
    'a',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
  const form = await new Response(body, {
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
  }).formData();
  const file = form.get('file') as File;
  return {
    FormData: form.constructor as typeof FormData,
    File: file.constructor as typeof File,
  };
}

let classes: Awaited<ReturnType<typeof nodeClasses>> | null = null;

/** Makes the app build its multipart bodies with Node's FormData. */
export async function useNodeFormData(): Promise<void> {
  classes ??= await nodeClasses();
  vi.stubGlobal('FormData', classes.FormData);
}

/** A file of `size` bytes (or the given text) with its name and type, as Node's File. */
export function nodeFile(name: string, type: string, content: string | number = 'x'): File {
  if (!classes) throw new Error('Call useNodeFormData() first');
  const bytes = typeof content === 'number' ? new Uint8Array(content) : content;
  return new classes.File([bytes], name, { type });
}
