import { linkClass } from './editor-kit';

/** A price page's title under the way back (to all lists, or to its list). */
export function PageHeading({ back, title }: { back: { href: string; label: string }; title: string }) {
  return (
    <>
      <p className="text-sm">
        <a className={linkClass} href={back.href}>
          {back.label}
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">{title}</h1>
    </>
  );
}
