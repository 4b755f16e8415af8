/**
 * Where the visitor's sell list lives: one localStorage entry (no cookie, nothing sent before the
 * visitor submits), and the window event every write raises so the header count and an open
 * list page follow at once (`storage` covers other tabs). Zero-dependency, so the header's count
 * can import it without pulling in the list's code.
 */
export const SELL_LIST_KEY = 'sell-list';
export const SELL_LIST_EVENT = 'sell-list-change';
export const SELL_LIST_VERSION = 1;
