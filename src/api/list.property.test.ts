import fc from 'fast-check';
import { MalformedAnswerError } from './answers';
import { readEveryPage } from './list';
import type { ListPage } from './parse-list';

/** What a page of a list tells besides its records (`page`, when the backend gives it). */
type PageInfo = 'none' | 'total' | 'size' | 'both';

/**
 * A backend holding `records`: it gives at most `cap` records a page whatever is asked (its own
 * maximum), pages as Spring does (page `n` of the size it used), and tells `info` of `page`.
 */
function backend(records: readonly { id: number }[], cap: number, info: PageInfo) {
  const calls: { page: number; size: number }[] = [];
  const readPage = (page: number, size: number): Promise<ListPage<{ id: number }>> => {
    calls.push({ page, size });
    const used = Math.min(size, cap);
    const data = records.slice(page * used, (page + 1) * used);
    return Promise.resolve({
      data,
      total: info === 'total' || info === 'both' ? records.length : undefined,
      size: info === 'size' || info === 'both' ? used : undefined,
    });
  };
  return { readPage, calls };
}

const records = (length: number) => Array.from({ length }, (_, index) => ({ id: index + 1 }));
const scene = fc.record({
  length: fc.integer({ min: 0, max: 300 }),
  cap: fc.integer({ min: 1, max: 60 }),
  asked: fc.integer({ min: 1, max: 80 }),
  info: fc.constantFrom<PageInfo>('none', 'total', 'size', 'both'),
});

describe('reading every page of a list (docs/calls.md#conventions)', () => {
  it('gives the whole list once, in order, and stops, whatever the page cap and the page info', async () => {
    await fc.assert(
      fc.asyncProperty(scene, async ({ length, cap, asked, info }) => {
        const list = records(length);
        const server = backend(list, cap, info);
        expect(await readEveryPage(server.readPage, asked)).toEqual(list);
        // Pages asked in order, each once, and at most one past the end.
        const used = Math.min(cap, asked);
        expect(server.calls.map((call) => call.page)).toEqual(
          server.calls.map((_, index) => index),
        );
        expect(server.calls.length).toBeLessThanOrEqual(Math.ceil(length / used) + 1);
      }),
    );
  });

  it('refuses a backend that answers the same page whatever page is asked, instead of looping', async () => {
    await fc.assert(
      fc.asyncProperty(scene, async ({ length, cap, asked, info }) => {
        const list = records(length);
        const used = Math.min(cap, asked);
        // More than one page of records: a backend ignoring `page` never shows the rest.
        fc.pre(length > used);
        const calls: number[] = [];
        const sameEveryTime = (page: number, size: number) => {
          calls.push(page);
          return backend(list, cap, info).readPage(0, size);
        };
        await expect(readEveryPage(sameEveryTime, asked)).rejects.toBeInstanceOf(
          MalformedAnswerError,
        );
        expect(calls.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
