import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names without merging them, for client components and the server components they
 * import: only where no two classes set the same property. `cn` (`./cn.ts`) merges, at the price
 * of tailwind-merge in the browser.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
