import { Fragment } from 'react';
import type { LegalInline, LegalLink, LegalText } from '@/content/legal/types';
import type { RoutePath } from '@/content/routes';
import { Link } from '@/i18n/navigation';

const linkClass =
  'font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:decoration-brand-800';

function LegalAnchor({ link }: { link: LegalLink }) {
  if (link.href.startsWith('/')) {
    return (
      <Link href={link.href as RoutePath} hrefLang={link.hrefLang} className={linkClass}>
        {link.text}
      </Link>
    );
  }
  const external = link.href.startsWith('https://');
  return (
    <a href={link.href} className={linkClass} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {link.text}
    </a>
  );
}

function Inline({ piece }: { piece: LegalInline }) {
  if (typeof piece === 'string') return piece;
  if ('href' in piece) return <LegalAnchor link={piece} />;
  if ('strong' in piece) return <strong className="font-semibold text-navy-900">{piece.strong}</strong>;
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-navy-900">{piece.code}</code>;
}

/** A run of legal text: plain string or inline pieces (links, code, emphasis). */
export function LegalTextView({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((piece, index) => (
    <Fragment key={index}>
      <Inline piece={piece} />
    </Fragment>
  ));
}
