import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Check, CheckCircle2, Info, MapPin, Paperclip } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/icons.svg/route';
import { Icon, iconSpriteUrl } from './icon';
import { iconSprite, iconSpriteHash } from './icon-sprite';
import { CheckCircle2 as NamedCheckCircle } from './named-icons';
import { spriteIcons } from './sprite-icons';
import { spriteVersion } from './sprite-version';

/** lucide-react's own markup of an icon: its shapes, without the `<svg>` around them. */
function lucideShapes(icon: typeof Check): string {
  return renderToStaticMarkup(createElement(icon))
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
}

function symbolOf(id: string): string {
  const match = iconSprite().match(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24">(.*?)</symbol>`));
  if (!match) throw new Error(`no symbol ${id}`);
  return match[1]!;
}

describe('icon sprite', () => {
  it("holds one symbol per icon, each with lucide-react's shapes", () => {
    expect(iconSprite().match(/<symbol /g)).toHaveLength(Object.keys(spriteIcons).length);
    for (const [id, icon] of [
      ['check', Check],
      ['checkCircle', CheckCircle2],
      ['info', Info],
      ['mapPin', MapPin],
      ['paperclip', Paperclip],
    ] as const) {
      // The sprite closes empty shapes as XML does (`<path …/>`), React as HTML (`<path …></path>`).
      expect(symbolOf(id).replace(/<(\w+)([^>]*)\/>/g, '<$1$2></$1>')).toBe(lucideShapes(icon));
    }
  });

  it('is served as SVG that browsers may keep, its URL versioned by its content', async () => {
    expect(spriteVersion, "src/components/icons/sprite-version.ts must name the sprite's hash").toBe(iconSpriteHash());
    expect(iconSpriteUrl).toBe(`/icons.svg?v=${iconSpriteHash()}`);
    const response = GET();
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(iconSprite());
  });
});

describe('Icon', () => {
  it('draws a decorative icon as a reference to its symbol', () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: 'truck', className: 'size-5 text-brand-700' }))).toBe(
      `<svg class="icon size-5 text-brand-700" aria-hidden="true"><use href="${iconSpriteUrl}#truck"></use></svg>`,
    );
  });

  it('makes a labelled icon an image', () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: 'phone', 'aria-label': 'Telefon' }))).toBe(
      `<svg class="icon" role="img" aria-label="Telefon"><use href="${iconSpriteUrl}#phone"></use></svg>`,
    );
  });

  it("keeps lucide's names for the icons components draw", () => {
    expect(renderToStaticMarkup(createElement(NamedCheckCircle, { className: 'size-4' }))).toContain('#checkCircle"');
  });
});
