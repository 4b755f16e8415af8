import type { SVGProps } from 'react';
import { cx } from '@/lib/cx';
import type { SpriteIconName } from './sprite-icons';
import { spriteVersion } from './sprite-version';

/**
 * Where the sprite is served (src/app/icons.svg/route.ts). The version changes with the sprite's
 * content, so browsers may keep it for a year.
 */
export const iconSpriteUrl = `/icons.svg?v=${spriteVersion}`;

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & { name: SpriteIconName };

/**
 * An icon from the site's sprite: an `<svg>` with one `<use>`, styled by the `icon` class (size
 * 24 px unless a class says otherwise, lucide's stroke). Plain markup, no client component and no
 * drawing in the page, so server components and client components alike can draw it. Decorative
 * (`aria-hidden`) unless it is given a label, which makes it an image.
 */
export function Icon({ name, className, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg className={cx('icon', className)} {...(labelled ? { role: 'img' } : { 'aria-hidden': true })} {...props}>
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  );
}
