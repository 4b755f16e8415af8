import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';

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

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link) with button styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
