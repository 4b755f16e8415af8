'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

export type BackupCodeActionLabels = {
  copy: string;
  copied: string;
  download: string;
  print: string;
  fileName: string;
};

/** Keeping the backup codes, shown only this once: copy them, save them as a text file, or print them. */
export function BackupCodeActions({ codes, labels }: { codes: readonly string[]; labels: BackupCodeActionLabels }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(() => setCopied(true));
        }}
      >
        {copied ? labels.copied : labels.copy}
      </Button>
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        download={labels.fileName}
        className="inline-flex min-h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-slate-50"
      >
        {labels.download}
      </a>
      <Button type="button" variant="secondary" size="sm" onClick={() => window.print()}>
        {labels.print}
      </Button>
    </div>
  );
}
