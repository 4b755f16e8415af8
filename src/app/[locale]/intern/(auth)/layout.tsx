import type { ReactNode } from 'react';

/** The frame of the sign-in pages: one centred card, nothing of the public site's chrome. */
export default function StaffAuthLayout({ children }: { children: ReactNode }) {
  return (
    <main id="inhalt" className="flex min-h-dvh items-start justify-center bg-slate-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </main>
  );
}
