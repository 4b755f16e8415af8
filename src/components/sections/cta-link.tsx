import { Phone } from '@/components/icons';
import type { VariantProps } from 'class-variance-authority';
import { company } from '@/content/company';
import type { Cta } from '@/content/types';
import { Link } from '@/i18n/navigation';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Props = { cta: Cta; className?: string } & VariantProps<typeof buttonVariants>;

/** A call-to-action button: a page link, an in-page anchor or the company phone number. */
export function CtaLink({ cta, variant, size, className }: Props) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (cta.href === 'phone') {
    return (
      // `cta-phone`: the link text is a label ("Anrufen"), not the number (see the HTML check).
      <a href={company.phoneHref} className={cn(classes, 'cta-phone')}>
        <Phone aria-hidden="true" />
        {cta.label}
      </a>
    );
  }
  if (cta.href.startsWith('#')) {
    return (
      <a href={cta.href} className={classes}>
        {cta.label}
      </a>
    );
  }
  return (
    <Link href={cta.href} className={classes}>
      {cta.label}
    </Link>
  );
}
