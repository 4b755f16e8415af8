import type { Accent } from '@/content/types';

/** Static class names per service family (Tailwind only sees literal strings). */
export const accentStyles: Record<Accent, { icon: string; border: string; badge: string; soft: string }> = {
  brand: {
    icon: 'bg-brand-100 text-brand-800',
    border: 'border-t-brand-600',
    badge: 'bg-brand-100 text-brand-900',
    soft: 'bg-brand-50',
  },
  energy: {
    icon: 'bg-energy-100 text-energy-800',
    border: 'border-t-energy-500',
    badge: 'bg-energy-100 text-energy-800',
    soft: 'bg-energy-100/40',
  },
  it: {
    icon: 'bg-it-100 text-it-800',
    border: 'border-t-it-500',
    badge: 'bg-it-100 text-it-800',
    soft: 'bg-it-100/40',
  },
  solar: {
    icon: 'bg-solar-100 text-solar-800',
    border: 'border-t-solar-500',
    badge: 'bg-solar-100 text-solar-800',
    soft: 'bg-solar-100/40',
  },
  medical: {
    icon: 'bg-medical-100 text-medical-800',
    border: 'border-t-medical-500',
    badge: 'bg-medical-100 text-medical-800',
    soft: 'bg-medical-100/40',
  },
  mining: {
    icon: 'bg-mining-100 text-mining-800',
    border: 'border-t-mining-500',
    badge: 'bg-mining-100 text-mining-800',
    soft: 'bg-mining-100/40',
  },
  counterfeit: {
    icon: 'bg-counterfeit-100 text-counterfeit-800',
    border: 'border-t-counterfeit-500',
    badge: 'bg-counterfeit-100 text-counterfeit-800',
    soft: 'bg-counterfeit-100/40',
  },
};
