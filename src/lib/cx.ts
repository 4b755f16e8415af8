import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names without tailwind-merge, for client components: tailwind-merge costs ~9 KiB
 * gzip of JavaScript on every page. Only use it where no two classes set the same property.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
