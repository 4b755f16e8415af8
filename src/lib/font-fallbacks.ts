/**
 * Size-adjusted fallback faces for Inter, one family per common system font, so that text drawn
 * before Inter arrives takes the same room as Inter and the swap moves nothing.
 *
 * next/font's own fallback covers Arial only, and only its regular weight: `local(Arial)` does
 * not resolve on Android (Roboto) or on most Linux systems (Liberation Sans, DejaVu Sans), which
 * then drew the page in an unadjusted system font, and bold text was synthesised from Arial
 * regular. On a Debian machine (DejaVu Sans) with Inter held back 1.5 s on a 412 px phone
 * screen, 89 of 94 routes shifted when it arrived, up to CLS 0.26 (docs/performance.md).
 *
 * The overrides follow next/font's method: size-adjust is Inter's average advance divided by the
 * fallback's, for next/font's sample string 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';
 * ascent and descent are Inter's, divided by size-adjust because the browser scales them by it.
 * The advances below (em units) were measured with Chromium's canvas on Debian's font files
 * (Liberation Sans has Arial's metrics by design) and agree with fontkit to 0.0003 em.
 * `src/app/font-fallbacks.css` is this module's output; its test keeps the two equal.
 */

const inter = {
  ascent: 1984 / 2048,
  descent: 494 / 2048,
  /** Average advance per weight of Inter Variable (latin subset). */
  advance: { 400: 0.4923, 600: 0.5024, 700: 0.5076 },
};

type FallbackFont = {
  /** The CSS family these faces form, listed in `--font-sans` after Inter. */
  family: string;
  /** Full and PostScript names for `local()`, regular and bold. */
  regular: readonly string[];
  bold: readonly string[];
  advance: { regular: number; bold: number };
};

export const fallbackFonts: readonly FallbackFont[] = [
  {
    // Windows, macOS, iOS (Arial) and Linux with Liberation Sans, which shares Arial's metrics.
    family: 'Inter Fallback',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    advance: { regular: 0.4563, bold: 0.4937 },
  },
  {
    // Android and ChromeOS.
    family: 'Inter Fallback Roboto',
    regular: ['Roboto', 'Roboto-Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
    advance: { regular: 0.4577, bold: 0.4647 },
  },
  {
    // Linux systems without Liberation Sans.
    family: 'Inter Fallback DejaVu',
    regular: ['DejaVu Sans', 'DejaVuSans'],
    bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    advance: { regular: 0.5222, bold: 0.5888 },
  },
];

/**
 * The weights the site sets, each mapped to the fallback glyphs drawn for it and the Inter weight
 * it is sized against: up to 500 regular glyphs, 600 and from 700 bold ones.
 */
const weightRanges = [
  { range: '100 500', glyphs: 'regular', interWeight: 400 },
  { range: '600', glyphs: 'bold', interWeight: 600 },
  { range: '700 900', glyphs: 'bold', interWeight: 700 },
] as const;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export function fontFallbackCss(): string {
  const faces = fallbackFonts.flatMap((font) =>
    weightRanges.map(({ range, glyphs, interWeight }) => {
      const sizeAdjust = inter.advance[interWeight] / font.advance[glyphs];
      return [
        '@font-face {',
        `  font-family: '${font.family}';`,
        `  src: ${font[glyphs].map((name) => `local('${name}')`).join(', ')};`,
        `  font-weight: ${range};`,
        `  size-adjust: ${percent(sizeAdjust)};`,
        `  ascent-override: ${percent(inter.ascent / sizeAdjust)};`,
        `  descent-override: ${percent(inter.descent / sizeAdjust)};`,
        '  line-gap-override: 0%;',
        '}',
      ].join('\n');
    }),
  );
  // The families in order, for the sans-serif stack in globals.css to name after Inter.
  const stack = fallbackFonts.map((font) => `'${font.family}'`).join(', ');
  return [
    '/* Generated from src/lib/font-fallbacks.ts (see there why and how); do not edit by hand. */',
    '',
    `:root {\n  --font-inter-fallbacks: ${stack};\n}`,
    '',
    faces.join('\n\n'),
    '',
  ].join('\n');
}
