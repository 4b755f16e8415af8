import { iconSprite } from '@/components/icons/icon-sprite';

// Built once with the site: the sprite changes only with the code.
export const dynamic = 'force-static';

/** The icon sprite the pages draw their icons from (`Icon`, src/components/icons/icon.tsx). */
export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // The URL carries the sprite's version, so a new sprite is a new URL.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
