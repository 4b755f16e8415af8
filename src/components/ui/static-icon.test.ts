import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CheckCircle2, Info, MapPin, Paperclip, UserRound } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { staticIcon } from './static-icon';

describe('staticIcon', () => {
  // lucide-react's own rendering is the reference: a static icon must look and read the same.
  it.each([Paperclip, CheckCircle2, Info, MapPin, UserRound])('draws $displayName as lucide-react does', (icon) => {
    const drawn = staticIcon(icon);
    for (const props of [{}, { className: 'size-5 text-brand-700' }, { 'aria-label': 'Adresse' }, { size: 16 }]) {
      expect(renderToStaticMarkup(createElement(drawn, props))).toBe(renderToStaticMarkup(createElement(icon, props)));
    }
  });

  it('renders plain SVG elements, no component of lucide-react', () => {
    const element = createElement(staticIcon(Info), { className: 'size-5' });
    const svg = (element.type as (props: object) => { type: unknown })({ className: 'size-5' });
    expect(svg.type).toBe('svg');
  });
});
