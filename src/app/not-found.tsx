import Link from 'next/link';
import { inter } from './fonts';

// Shown for URLs the locale middleware never sees (for example /missing.txt).
export default function RootNotFound() {
  return (
    <html lang="de" className={inter.variable}>
      <body className="grid min-h-screen place-items-center p-6">
        <main className="max-w-md text-center">
          <h1 className="text-3xl font-bold">Seite nicht gefunden</h1>
          <p className="mt-4">
            Diese Adresse gibt es nicht.{' '}
            <Link className="text-brand-700 underline" href="/">
              Zur Startseite
            </Link>
          </p>
          <p className="mt-2" lang="en">
            Page not found.{' '}
            <Link className="text-brand-700 underline" href="/en">
              Go to the home page
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
