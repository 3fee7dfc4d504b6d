/**
 * The files the app hands to the browser during a test (src/lib/download.ts: an object URL on
 * a link, clicked), each with its name and its content; the links are not followed.
 */
export function captureDownloads(): { fileName: string; blob: Blob }[] {
  const blobs = new Map<string, Blob>();
  let count = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      count += 1;
      const href = `blob:${window.location.origin}/download-${count}`;
      blobs.set(href, blob);
      return href;
    },
    revokeObjectURL: () => undefined,
  });
  const saved: { fileName: string; blob: Blob }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

/** A downloaded file's bytes. */
export const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
