import { Suspense } from 'react';
import { lazyChunk } from '../ui/lazy-chunk.ts';
import { Spinner } from '../ui/Spinner.tsx';
import type { InboxRecordProps } from './InboxRecord.tsx';

const InboxRecord = lazyChunk<InboxRecordProps>('inbox-record', () => import('./InboxRecord.tsx'));

/**
 * What a list renders to open one of its records. The drawer's code is a chunk of its own, loaded
 * the first time a record is opened; meanwhile a spinner stands where the list renders this.
 */
export function InboxRecordPanel(props: InboxRecordProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <InboxRecord {...props} />
    </Suspense>
  );
}
