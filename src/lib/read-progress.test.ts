import { ORDERS, PERSONS } from './skipped';
import {
  PROGRESS_AFTER_MS,
  frenchCount,
  progressDueIn,
  progressShare,
  progressShown,
  progressWords,
} from './read-progress';

const NNBSP = '\u202f';

describe('a long read’s progress', () => {
  it('counts records against the list’s size in French digits', () => {
    expect(progressWords({ read: 1200, total: 6000, pages: 12 }, ORDERS)).toBe(
      `1${NNBSP}200 / 6${NNBSP}000 commandes`,
    );
    expect(progressWords({ read: 0, total: 1, pages: 1 }, PERSONS)).toBe('0 / 1 personne');
    expect(frenchCount(10_000)).toBe(`10${NNBSP}000`);
  });

  it('counts pages when the backend gives no size', () => {
    expect(progressWords({ read: 300, pages: 3 }, ORDERS)).toBe('3 pages lues');
    expect(progressWords({ read: 100, pages: 1 }, ORDERS)).toBe('1 page lue');
  });

  it('shows only after a moment, once a page is in and another is to come', () => {
    const progress = { read: 100, total: 500, pages: 1 };
    expect(progressShown(0, PROGRESS_AFTER_MS - 1, progress)).toBe(false);
    expect(progressShown(0, PROGRESS_AFTER_MS, progress)).toBe(true);
    expect(progressShown(0, 10 * PROGRESS_AFTER_MS, undefined)).toBe(false);
    expect(progressDueIn(1000, 1100)).toBe(PROGRESS_AFTER_MS - 100);
    expect(progressDueIn(1000, 1000 + 2 * PROGRESS_AFTER_MS)).toBe(0);
  });

  it('gives the bar’s share only with a size', () => {
    expect(progressShare({ read: 1200, total: 6000, pages: 12 })).toBe(20);
    expect(progressShare({ read: 12_000, total: 6000, pages: 12 })).toBe(100);
    expect(progressShare({ read: 300, pages: 3 })).toBeUndefined();
  });
});
