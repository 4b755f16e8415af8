import 'server-only';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * The site's font in every PDF: Inter, static regular and bold cuts from @fontsource/inter (the
 * variable file the pages use, @fontsource-variable/inter, breaks the PDF library's font
 * subsetting, and so do the WOFF2 files; the WOFF files of the same cuts work). Latin first,
 * Latin Extended as the fallback family for names like „Łódź“ or „Dvořák“.
 */
export const PDF_FONT_FAMILIES = ['Inter', 'InterExtended'];

let registered = false;

export function registerPdfFonts(): void {
  if (registered) return;
  const file = (subset: string, weight: number) =>
    path.join(
      /*turbopackIgnore: true*/ process.cwd(),
      'node_modules',
      '@fontsource',
      'inter',
      'files',
      `inter-${subset}-${weight}-normal.woff`,
    );
  for (const [family, subset] of [
    ['Inter', 'latin'],
    ['InterExtended', 'latin-ext'],
  ] as const) {
    Font.register({
      family,
      fonts: [
        { src: file(subset, 400), fontWeight: 400 },
        { src: file(subset, 700), fontWeight: 700 },
      ],
    });
  }
  // Words are never hyphenated (serial numbers and article numbers must stay whole).
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
