/**
 * The icon sprite's content hash, part of its URL so that browsers can keep the sprite for a year.
 * Written by hand, not computed, so that client components need no drawing to know the URL: when an
 * icon is added or lucide-react changes, `icon-sprite.test.ts` fails and names the new value.
 */
export const spriteVersion = 'cce753221f';
