import { useId } from 'react';
import '@/styles/progress.scss';
import type { QueryKey } from '@tanstack/react-query';
import type { ReadProgress } from '@/api/list';
import { progressShare, progressWords } from '@/lib/read-progress';
import type { RecordNoun } from '@/lib/skipped';
import { Loading } from './screen';
import { useReadProgress } from './use-read-progress';

/**
 * How far a read of every page is (docs/rules.md#long-reads): a progress bar named by `label`
 * that assistive technologies read (`aria-valuenow` of `aria-valuemax` records, and the words
 * `1 200 / 6 000 commandes`; without the list's size, no end and `3 pages lues`), the same words
 * written under it.
 */
export function ReadProgressBar({
  label,
  progress,
  records,
}: {
  label: string;
  progress: ReadProgress;
  records: RecordNoun;
}) {
  const id = useId();
  const words = progressWords(progress, records);
  const share = progressShare(progress);
  const sized = share !== undefined;
  return (
    <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
      <div id={id} className="small mb-1">
        {label}
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={sized ? progress.total : undefined}
        aria-valuenow={sized ? progress.read : undefined}
        aria-valuetext={words}
      >
        <div
          className={
            sized ? 'progress-bar' : 'progress-bar progress-bar-striped progress-bar-animated'
          }
          style={{ width: `${share ?? 100}%` }}
        />
      </div>
      <div className="small text-body-secondary mt-1" aria-hidden="true">
        {words}
      </div>
    </div>
  );
}

/**
 * What a screen shows while its query reads every page (`loader` of `Screen` and
 * `LoadedContent`): its loading words, then, once the read takes more than a moment, its
 * progress (docs/rules.md#long-reads).
 */
export function QueryProgress({
  queryKey,
  records,
  loading,
}: {
  queryKey: QueryKey;
  records: RecordNoun;
  loading: string;
}) {
  const progress = useReadProgress(queryKey);
  if (!progress) return <Loading label={loading} />;
  return (
    <div className="py-5 mx-auto" style={{ maxWidth: '30rem' }}>
      <ReadProgressBar label={loading} progress={progress} records={records} />
    </div>
  );
}
