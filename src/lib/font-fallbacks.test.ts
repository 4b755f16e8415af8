import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackFonts, fontFallbackCss } from './font-fallbacks';

const appDir = path.resolve(__dirname, '../app');

describe('Inter fallback faces', () => {
  it('src/app/font-fallbacks.css is the output of font-fallbacks.ts', () => {
    // Regenerate after changing the metrics:
    // node -e "import('./src/lib/font-fallbacks.ts').then((m) => process.stdout.write(m.fontFallbackCss()))" > src/app/font-fallbacks.css
    expect(readFileSync(path.join(appDir, 'font-fallbacks.css'), 'utf8')).toBe(fontFallbackCss());
  });

  it('sizes the regular Arial face exactly as next/font did', () => {
    const arialRegular = fontFallbackCss()
      .split('@font-face')
      .find((face) => face.includes("local('Arial')"));
    expect(arialRegular).toContain('size-adjust: 107.89%;');
    expect(arialRegular).toContain('ascent-override: 89.79%;');
    expect(arialRegular).toContain('descent-override: 22.36%;');
  });

  it('gives every family a regular, a semibold and a bold face', () => {
    const css = fontFallbackCss();
    for (const { family } of fallbackFonts) {
      const faces = css.split('@font-face').filter((face) => face.includes(`font-family: '${family}';`));
      expect(faces.map((face) => /font-weight: ([^;]+);/.exec(face)?.[1])).toEqual(['100 500', '600', '700 900']);
    }
  });

  it('lists the families in the sans-serif stack right after Inter', () => {
    expect(fontFallbackCss()).toContain(
      `--font-inter-fallbacks: ${fallbackFonts.map(({ family }) => `'${family}'`).join(', ')};`,
    );
    const globals = readFileSync(path.join(appDir, 'globals.css'), 'utf8');
    expect(/--font-sans: ([^;]+);/.exec(globals)?.[1]).toBe(
      'var(--font-inter), var(--font-inter-fallbacks), ui-sans-serif, system-ui, sans-serif',
    );
    expect(globals).toContain("@import './font-fallbacks.css';");
  });
});
