import type { LucideIcon } from 'lucide-react';
import { createElement, type ReactElement, type SVGProps } from 'react';
import { cx } from '@/lib/cx';

type IconNode = [tag: string, attributes: Record<string, string | number>][];
type IconData = { name?: string; aliases?: string[]; node: IconNode };

/**
 * The drawing inside a lucide-react icon. Each icon is a `forwardRef` component that hands its data
 * to lucide's `Icon` as the prop `icon`; rendering it once without a ref gives that element.
 */
function iconData(icon: LucideIcon): IconData {
  const { render } = icon as unknown as { render: (props: object, ref: null) => ReactElement<{ icon?: IconData }> };
  const data = render({}, null).props.icon;
  if (!data || !Array.isArray(data.node)) throw new Error(`No drawing found in the lucide icon ${icon.displayName}`);
  return data;
}

export type StaticIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string };

/**
 * A lucide icon as plain SVG that a server component draws. lucide-react's own `Icon` is a client
 * component, so every icon drawn with it would travel in the RSC payload as a client component,
 * bring `Icon`'s code to the browser and be hydrated there, though it never changes. The markup is
 * lucide's: the same attributes and classes, `aria-hidden` unless the icon is labelled.
 */
export function staticIcon(icon: LucideIcon) {
  const { name, aliases = [], node } = iconData(icon);
  const classes = cx(
    'lucide',
    name && `lucide-${name}`,
    aliases.map((alias) => `lucide-${alias}`),
  );
  function StaticIcon({ className, size = 24, children, ...props }: StaticIconProps) {
    const labelled =
      children !== undefined ||
      Object.keys(props).some((prop) => prop.startsWith('aria-') || prop === 'role' || prop === 'title');
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: cx(classes, className),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      ...node.map(([tag, { key, ...attributes }]) => createElement(tag, { key: String(key), ...attributes })),
      children,
    );
  }
  StaticIcon.displayName = icon.displayName;
  return StaticIcon;
}

export type StaticIcon = ReturnType<typeof staticIcon>;
