import type { ReactNode } from 'react';
import './globals.css';

// The <html> element is rendered by app/[locale]/layout.tsx, which knows the language. This root
// layout only exists so that app/not-found.tsx can render for URLs outside the locale segment.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
