import { getTranslations } from 'next-intl/server';
import { SmartImageClient, type SmartImageClientProps } from './smart-image-client';

export type SmartImageProps = Omit<SmartImageClientProps, 'labels'>;

/**
 * The site's one image component (DESIGN.md §3): `next/image` with explicit width, height and
 * sizes, the custom loader of src/lib/image-loader.ts (media-host parameters or Next's optimizer,
 * quality by spec §9), a placeholder while loading and "Bild konnte nicht geladen werden" plus a
 * retry with the original URL on failure. SVGs are served as they are (`unoptimized`). This Server
 * Component adds the translated message; Client Components use SmartImageClient with `labels`.
 */
export async function SmartImage(props: SmartImageProps) {
  const t = await getTranslations('SmartImage');
  return <SmartImageClient {...props} labels={{ error: t('error') }} />;
}
