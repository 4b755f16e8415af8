'use client';

import { useEffect } from 'react';
import { toast } from '@/components/ui/toast-store';
import { fill } from '@/lib/fill';

export type AddControllerTexts = {
  addedTitle: string;
  /** "{name} – Ihre Liste hat jetzt 1 Position." */
  addedOne: string;
  /** "{name} – … {count} Positionen." */
  addedMany: string;
  /** "{name} – Menge jetzt {quantity}." */
  addedAgain: string;
  failed: string;
};

/**
 * Turns every "Auf die Ankaufsliste" link (AddToListLink, `data-sell-add`) on the page into
 * adding the item to the visitor's list: ONE click listener on the document, mounted by the
 * price tables and the price searches only (like the tooltip controller). The list's code loads
 * on the first click; the toast (an aria-live region) says what happened and the header count
 * follows the store's change event. Modified clicks (new tab) keep the link's own behaviour.
 */
let installs = 0;
let uninstall: (() => void) | undefined;

export function SellListAddController({ texts }: { texts: AddControllerTexts }) {
  useEffect(() => {
    if (installs++ === 0) uninstall = install(document, texts);
    return () => {
      if (--installs === 0) uninstall?.();
    };
  }, [texts]);
  return null;
}

function install(doc: Document, texts: AddControllerTexts): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-sell-add]') : null;
    const itemId = link?.dataset.sellAdd;
    if (!link || !itemId) return;
    event.preventDefault();
    const name = link.dataset.sellName || link.textContent || itemId;
    const shown = link.dataset.sellPrice;
    const price = shown === undefined ? undefined : shown === '' ? null : Number(shown);
    void import('./sell-list-store')
      .then(({ addToStoredList }) =>
        addToStoredList({
          itemId,
          name,
          price: price === undefined || price === null || Number.isFinite(price) ? price : undefined,
        }),
      )
      .catch(() => null)
      .then((result) => {
        if (!result) {
          toast({ variant: 'destructive', title: texts.failed });
          return;
        }
        const description = result.added
          ? fill(result.count === 1 ? texts.addedOne : texts.addedMany, { name, count: result.count })
          : fill(texts.addedAgain, { name, quantity: result.line.quantity });
        toast({ title: texts.addedTitle, description });
      });
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
