import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cx } from '@/lib/cx';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 max-sm:whitespace-normal [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
        secondary: 'border border-slate-300 bg-white text-navy-900 hover:border-brand-700 hover:text-brand-800',
        inverse: 'bg-white text-navy-900 hover:bg-brand-50',
        ghost: 'text-navy-900 hover:bg-slate-100',
        outlineInverse: 'border border-white/60 text-white hover:bg-white/10',
      },
      size: {
        default: 'min-h-11 px-5 py-2.5 text-base',
        sm: 'min-h-10 px-4 py-2 text-sm',
        lg: 'min-h-12 px-6 py-3 text-lg',
        icon: 'size-11 p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);
// Sizing lives only in `size` and colours only in `variant`, so the classes never conflict and
// client components can join them with `cx` instead of tailwind-merge.

type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/**
 * A button in the site's styles. Links that look like buttons use `buttonVariants` on the link.
 * Classes are joined with `cx` (no tailwind-merge), so client components can use it cheaply; pass
 * only layout classes (width, margins) that no variant sets.
 */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button data-slot="button" type={type} className={cx(buttonVariants({ variant, size }), className)} {...props} />
  );
}
