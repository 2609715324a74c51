type Lockable = { body: { style: { overflow: string } } };

let holders = 0;
let previousOverflow = '';

/**
 * Stops the page from scrolling until every holder has let go, so a maximized card and a modal
 * on top of it don't unlock each other. Returns the release function (safe to call twice).
 */
export function lockPageScroll(doc: Lockable = document): () => void {
  if (holders === 0) {
    previousOverflow = doc.body.style.overflow;
    // The body's overflow is the viewport's here (html leaves it visible): wheel, keys and touch stop.
    doc.body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) doc.body.style.overflow = previousOverflow;
  };
}
