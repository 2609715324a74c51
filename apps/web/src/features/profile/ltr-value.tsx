import { Fragment, type ReactNode } from 'react';

/** Stands in for the value while the sentence is translated, then is swapped for it. */
export const LTR_SLOT = '\u0000';

/**
 * A translated sentence with a phone number (or the like) kept left to right inside it: in Arabic
 * text, "+44 7700…" would otherwise have its plus sign and groups reordered.
 */
export function withLtrValue(sentence: string, value: string): ReactNode {
  return sentence.split(LTR_SLOT).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <bdi dir="ltr">{value}</bdi>}
      {part}
    </Fragment>
  ));
}
