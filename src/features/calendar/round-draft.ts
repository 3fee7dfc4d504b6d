import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { todayIso } from '@/lib/dates';
import {
  type RoundCount,
  type RoundCountValues,
  countValuesOf,
  emptyRoundCount,
  isRoundCount,
  roundCountOf,
  roundDraftName,
} from '@/lib/round-count';
import { forgetDraft, keepDraft, readDraft } from '@/platform/drafts';

/** The count kept on this device for this seller and stub: null while it is being read. */
export function useKeptCount(sellerId: number, stubNumber: number): RoundCount | null {
  const name = roundDraftName(sellerId, stubNumber);
  const [read, setRead] = useState<{ name: string; count: RoundCount } | null>(null);
  useEffect(() => {
    // The section is drawn afresh for each stub (its key): no other stub's count is on view.
    let active = true;
    void readDraft(name, isRoundCount).then((kept) => {
      const count = kept && kept.stub === stubNumber ? kept : emptyRoundCount(stubNumber);
      if (active) setRead({ name, count });
    });
    return () => {
      active = false;
    };
  }, [name, stubNumber]);
  // Another seller's count, read before a sign-in on the same phone, is never shown.
  return read?.name === name ? read.count : null;
}

/**
 * Keeps the form's count on this device as it is typed, from the day it was first kept (an
 * unsent count is not kept on past its time); `onChange` hears each change. `forget`: sent or
 * given up, the count is gone from the device and the form is empty again.
 */
export function useCountKeeping(
  form: UseFormReturn<RoundCountValues>,
  kept: RoundCount,
  sellerId: number,
  onChange: () => void,
) {
  const name = roundDraftName(sellerId, kept.stub);
  const [keptSince, setKeptSince] = useState(kept.keptSince);
  // What the device holds, as text: a notice of the form that changes nothing keeps nothing
  // (the form emptied once the count is sent or given up).
  const held = useRef(JSON.stringify(countValuesOf(kept)));

  const keep = useEffectEvent(() => {
    const values = form.getValues();
    const typed = JSON.stringify(values);
    if (typed === held.current) return;
    held.current = typed;
    const since = keptSince ?? todayIso();
    setKeptSince(since);
    onChange();
    void keepDraft(name, roundCountOf(kept.stub, values, since));
  });
  useEffect(() => {
    const { unsubscribe } = form.watch(() => keep());
    return unsubscribe;
  }, [form]);

  const forget = () => {
    const empty = countValuesOf(emptyRoundCount(kept.stub));
    held.current = JSON.stringify(empty);
    setKeptSince(undefined);
    form.reset(empty);
    void forgetDraft(name);
  };
  return { keptSince, forget };
}
