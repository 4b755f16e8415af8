import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind class override an earlier one of the same property
 * (`cn('px-2', props.className)`). For server components: tailwind-merge costs ~9 KiB gzip of
 * JavaScript on every page that imports it in the browser.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** Joins class names without merging, for client components; only where no two classes set the same property. */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
