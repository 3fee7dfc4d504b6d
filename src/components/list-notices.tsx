import { Alert } from '@/components/alert';
import { cutOf, skippedOf } from '@/api/read-list';
import { NOUNS, type NounKey, type RecordNoun, cutSentence, skippedSentence } from '@/lib/skipped';

/**
 * Records of a list the app could not read, left out: how many, said once as the list is shown
 * (docs/rules.md#reading-a-real-backend). Their ids are in the failure log.
 */
export function SkippedNotice({ count, records }: { count: number; records: RecordNoun }) {
  return (
    <Alert variant="warning" className="py-2" role="status">
      {skippedSentence(count, records)}.
    </Alert>
  );
}

/**
 * What a loaded list says above itself (`LoadedContent`'s `notices`, made by `listNotices` of
 * list-words.ts, which loads this file only when there is something to say): the `records` it
 * could not read, and where "every page" cut it (docs/calls.md#lists).
 */
export default function ListNotices({ data, records: key }: { data: unknown; records: NounKey }) {
  const records = NOUNS[key];
  const skipped = skippedOf(data);
  const cutAt = cutOf(data);
  return (
    <>
      {skipped > 0 && <SkippedNotice count={skipped} records={records} />}
      {cutAt > 0 && (
        <Alert variant="warning" className="py-2" role="status">
          {cutSentence(cutAt, records)}.
        </Alert>
      )}
    </>
  );
}
