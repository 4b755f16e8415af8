import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind class override an earlier one of the same property
 * (`cn('px-2', props.className)`). For server components only: tailwind-merge costs ~9 KiB gzip of
 * JavaScript on every page whose client code reaches this module. Client components use `cx`
 * (`./cx.ts`), a module of its own so that importing it never brings tailwind-merge along;
 * `tests/unit/client-imports.test.ts` keeps it so.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
