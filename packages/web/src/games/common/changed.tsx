import type { Locale } from '@docket/engine';
import { useState, type JSX } from 'react';
import { sayer } from './text';

/**
 * The value before the last change of `value` (by identity), kept across unrelated re-renders so that what the
 * last step changed stays marked until the next one.
 */
export function usePrevious<T>(value: T): T | undefined {
  const [pair, setPair] = useState<{ prev: T | undefined; cur: T }>({ prev: undefined, cur: value });
  if (pair.cur !== value) {
    setPair({ prev: pair.cur, cur: value });
    return pair.cur;
  }
  return pair.prev;
}

/** A visible word beside what just changed: the highlight is never colour alone. */
export function NewMark({ show, locale }: { readonly show: boolean; readonly locale: Locale }): JSX.Element | null {
  if (!show) return null;
  return <span className="dk-new">{sayer(locale)('new', 'nouveau')}</span>;
}

export function changedClass(changed: boolean, base = ''): string {
  return changed ? `${base} dk-changed`.trim() : base;
}
