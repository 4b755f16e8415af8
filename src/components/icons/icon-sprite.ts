import 'server-only';
import { createHash } from 'node:crypto';
import type { LucideIcon } from 'lucide-react';
import type { ReactElement } from 'react';
import { spriteIcons } from './sprite-icons';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/**
 * The drawing inside a lucide-react icon. Each icon is a `forwardRef` component that hands its
 * drawing to lucide's `Icon` as the prop `icon`; rendering it once without a ref gives that element.
 * That is lucide-react 1.x's inside, not its API: `icon-sprite.test.ts` fails if it changes.
 */
function iconNode(icon: LucideIcon): IconNode {
  const { render } = icon as unknown as {
    render: (props: object, ref: null) => ReactElement<{ icon?: { node?: IconNode } }>;
  };
  const node = render({}, null).props.icon?.node;
  if (!Array.isArray(node)) throw new Error(`No drawing found in the lucide icon ${icon.displayName}`);
  return node;
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function symbol(id: string, icon: LucideIcon): string {
  const shapes = iconNode(icon).map(([tag, attributes]) => {
    const attributeText = Object.entries(attributes)
      // `key` is React's, not an attribute.
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${attributeText}/>`;
  });
  return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

let sprite: string | undefined;

/**
 * The site's icon sprite: one `<symbol>` per icon, drawn by `<use>` in the pages (`./icon.tsx`).
 * Stroke, fill and size come from the `<svg>` that uses a symbol (the `icon` class in
 * globals.css), so a symbol holds only its shapes and a page only a reference to it.
 */
export function iconSprite(): string {
  sprite ??= `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(spriteIcons)
    .map(([id, icon]) => symbol(id, icon))
    .join('')}</svg>`;
  return sprite;
}

/** What `spriteVersion` (`./sprite-version.ts`) must be for this sprite. */
export function iconSpriteHash(): string {
  return createHash('sha256').update(iconSprite()).digest('hex').slice(0, 10);
}
