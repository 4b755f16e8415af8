import { notFound } from 'next/navigation';

// Any path below a locale that no page claims renders the localized not-found page (HTTP 404).
export default function CatchAllPage() {
  notFound();
}
