import type { Localized } from '@/i18n/locales';
import type { RoutePath } from './routes';

/** The specialisations listed beside the contact-page form, each linking to its page. */
export const contactSpecialisations: Localized<{ label: string; href: RoutePath }[]> = {
  de: [
    { label: 'Lithium-Batterien und Speicher', href: '/lithium-batterien' },
    { label: 'IT-Hardware, CPUs, RAM und Grafikkarten', href: '/elektronische-bauteile' },
    { label: 'Solarmodule, Wechselrichter und Batteriespeicher', href: '/erneuerbare-energien-ankauf' },
    { label: 'Festplatten- und Datenträgervernichtung', href: '/festplatten-vernichtung' },
    { label: 'Medizintechnik-Recycling', href: '/medizintechnik-recycling' },
    { label: 'Bitcoin-Miner und Mining-Hardware', href: '/bitcoin-miner-recycling' },
  ],
  en: [
    { label: 'Lithium batteries and storage', href: '/lithium-batterien' },
    { label: 'IT hardware, CPUs, RAM and graphics cards', href: '/elektronische-bauteile' },
    { label: 'Solar modules, inverters and battery storage', href: '/erneuerbare-energien-ankauf' },
    { label: 'Hard drive and data carrier destruction', href: '/festplatten-vernichtung' },
    { label: 'Medical technology recycling', href: '/medizintechnik-recycling' },
    { label: 'Bitcoin miners and mining hardware', href: '/bitcoin-miner-recycling' },
  ],
};
