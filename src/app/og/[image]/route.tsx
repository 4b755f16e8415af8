import { ImageResponse } from 'next/og';
import { company } from '@/content/company';
import { shareImageCopy, shareImageFamilies, shareImageName, type ShareImageFamily } from '@/content/share-images';
import { locales, type Locale } from '@/i18n/locales';

/**
 * The Open Graph images, one per page family and language, rendered once at build time
 * (`force-static`) with the font next/og bundles: nothing is fetched.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return shareImageFamilies.flatMap((family) => locales.map((locale) => ({ image: shareImageName(family, locale) })));
}

const size = { width: 1200, height: 630 };

/** The accent of each family, from the brand palette (globals.css). */
const accents: Record<ShareImageFamily, string> = {
  home: '#14b8a6',
  services: '#f59e0b',
  catalogue: '#f97316',
  company: '#3b82f6',
  contact: '#14b8a6',
  legal: '#94a3b8',
};

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const match = /^([a-z]+)-(de|en)\.png$/.exec(image);
  const family = match?.[1] as ShareImageFamily | undefined;
  if (!match || !family || !shareImageFamilies.includes(family)) return new Response('Not found', { status: 404 });
  const locale = match[2] as Locale;
  const copy = shareImageCopy[family][locale];
  const accent = accents[family];

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: '#0b1f33',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <svg width="88" height="88" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#0f766e" />
          <path d="M16 6.5a9.5 9.5 0 1 1-8.6 5.45" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
          <path d="M5.2 9.2l2.4 3.1 3.2-2.2" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
          <path d="M12.5 19.5c0-4 3-6.5 7-6.5 0 4-2.6 6.8-7 6.5z" fill="#99f6e4" />
        </svg>
        <div style={{ fontSize: 40, color: '#ccfbf1' }}>{company.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ width: 120, height: 10, borderRadius: 5, background: accent }} />
        <div style={{ fontSize: 68, lineHeight: 1.1, maxWidth: 1000 }}>{copy.title}</div>
        <div style={{ fontSize: 34, color: '#cbd5e1' }}>{copy.line}</div>
      </div>
    </div>,
    size,
  );
}
