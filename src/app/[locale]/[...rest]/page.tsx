import { notFound } from 'next/navigation';

// Rendered per request and never cached (in production src/proxy.ts answers unknown paths first).
export const dynamic = 'force-dynamic';

// Any path below a locale that no page claims renders the localized not-found page (HTTP 404).
export default function CatchAllPage() {
  notFound();
}
