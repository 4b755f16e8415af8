import { getPriceList, shareGroups, type PriceListId } from '@/content/catalogue';
import { promise } from '../promises';
import type { Locale, Localized } from '@/i18n/locales';
import type { RoutePath } from '../routes';
import type { Accent } from '../types';
import { componentBenefits, renewableBenefits } from './benefits';
import type { PriceListPage, PriceListPageContent } from './types';

/** Copy of one price page in one language. */
type Copy = {
  badge: string;
  title: string;
  lead: string;
  points: [string, string];
  productsTitle: string;
  productsIntro: string;
};

const PRICE_SECTION_ID = 'preisliste';

const heroActions: Localized<{ valuation: string; priceList: string }> = {
  de: { valuation: 'Kostenlos bewerten lassen', priceList: 'Zur Preisliste' },
  en: { valuation: 'Get a free valuation', priceList: 'View price list' },
};

function content(locale: Locale, listId: PriceListId, accent: Accent, copy: Copy): PriceListPageContent {
  const groups = shareGroups(getPriceList(listId));
  return {
    accent,
    hero: {
      badge: copy.badge,
      title: copy.title,
      lead: copy.lead,
      primary: { label: heroActions[locale].valuation, href: '/kontakt' },
      secondary: { label: heroActions[locale].priceList, href: `#${PRICE_SECTION_ID}` },
      points: copy.points,
    },
    products: { title: copy.productsTitle, intro: copy.productsIntro },
    benefits: groups.length === 0 ? componentBenefits(locale) : renewableBenefits(locale, groups),
    serviceType: groups.length === 0 ? 'IT hardware buy-back' : 'Solar and energy storage buy-back',
  };
}

function pricePage(path: RoutePath, listId: PriceListId, accent: Accent, de: Copy, en: Copy): PriceListPage {
  return {
    path,
    listId,
    productsId: PRICE_SECTION_ID,
    content: { de: content('de', listId, accent, de), en: content('en', listId, accent, en) },
  };
}

const itPoints = {
  de: [promise.estimateShort('de'), 'Datenlöschung mit Protokoll'] as [string, string],
  en: [promise.estimateShort('en'), 'Data erasure with a report'] as [string, string],
};
const energyPoints = {
  de: ['Demontage und Abholung bundesweit', promise.expressPickup('de')] as [string, string],
  en: ['Dismantling and pickup across Germany', promise.expressPickup('en')] as [string, string],
};

export const pricePages = [
  pricePage(
    '/intel-prozessoren-ankauf',
    'intel',
    'it',
    {
      badge: 'Preisliste Intel',
      title: 'Intel-Prozessoren verkaufen: Core und Xeon',
      lead: 'Wir kaufen Intel Core i9, Core Ultra und Xeon aus Workstations, Servern und Restbeständen. Die Liste nennt unverbindliche Höchstpreise, die wir nach Prüfung bestätigen.',
      points: itPoints.de,
      productsTitle: 'Ankaufspreise für Intel-Prozessoren',
      productsIntro: 'Preise je Stück für funktionsfähige CPUs ohne Kontakt- oder Übertaktungsschäden.',
    },
    {
      badge: 'Intel price list',
      title: 'Sell Intel processors: Core and Xeon',
      lead: 'We buy Intel Core i9, Core Ultra and Xeon processors from workstations, servers and surplus stock. The list shows indicative maximum prices that we confirm after inspection.',
      points: itPoints.en,
      productsTitle: 'Buy-back prices for Intel processors',
      productsIntro: 'Prices per unit for working CPUs without damaged contacts or overclocking damage.',
    },
  ),
  pricePage(
    '/amd-prozessoren-ankauf',
    'amd',
    'it',
    {
      badge: 'Preisliste AMD',
      title: 'AMD-Prozessoren verkaufen: Ryzen, Threadripper und EPYC',
      lead: 'Vom Ryzen 7 9800X3D bis zum Threadripper PRO 7995WX: Wir kaufen AMD-Prozessoren einzeln und in Stückzahlen aus Rechenzentrumsrückbau.',
      points: itPoints.de,
      productsTitle: 'Ankaufspreise für AMD-Prozessoren',
      productsIntro: 'Preise je Stück; EPYC-Prozessoren nur ohne Herstellersperre (Vendor Lock).',
    },
    {
      badge: 'AMD price list',
      title: 'Sell AMD processors: Ryzen, Threadripper and EPYC',
      lead: 'From the Ryzen 7 9800X3D to the Threadripper PRO 7995WX: we buy AMD processors singly and in volume from data-centre decommissioning.',
      points: itPoints.en,
      productsTitle: 'Buy-back prices for AMD processors',
      productsIntro: 'Prices per unit; EPYC processors only without vendor lock.',
    },
  ),
  pricePage(
    '/grafikkarten-ankauf',
    'gpu',
    'it',
    {
      badge: 'Preisliste Grafikkarten',
      title: 'Grafikkarten und KI-Beschleuniger verkaufen',
      lead: 'GeForce RTX, RTX-Workstation-Karten und Rechenzentrums-GPUs wie A100, H100 und Instinct MI300X: Wir prüfen jede Karte unter Last und zahlen per Überweisung.',
      points: ['Funktionstest unter Last', 'Auch Karten aus Mining-Rigs'],
      productsTitle: 'Ankaufspreise für Grafikkarten',
      productsIntro: 'Preise je Karte für funktionsfähige Ware; Originalverpackung und Zubehör erhöhen den Preis.',
    },
    {
      badge: 'Graphics card price list',
      title: 'Sell graphics cards and AI accelerators',
      lead: 'GeForce RTX, RTX workstation cards and data-centre GPUs such as the A100, H100 and Instinct MI300X: we test every card under load and pay by bank transfer.',
      points: ['Function test under load', 'Cards from mining rigs welcome'],
      productsTitle: 'Buy-back prices for graphics cards',
      productsIntro: 'Prices per card for working units; original packaging and accessories raise the price.',
    },
  ),
  pricePage(
    '/server-hardware-ankauf',
    'servers',
    'it',
    {
      badge: 'Preisliste Server',
      title: 'Server-Hardware verkaufen: Cisco, Dell und HPE',
      lead: 'Wir kaufen Rack- und Blade-Server, GPU-Plattformen und Storage-Systeme aus Rechenzentren – mit protokollierter Datenlöschung und Abbau vor Ort.',
      points: itPoints.de,
      productsTitle: 'Ankaufspreise für Server und Storage',
      productsIntro: 'Preise für gut ausgestattete Systeme; die genaue Konfiguration bestimmt den Endpreis.',
    },
    {
      badge: 'Server price list',
      title: 'Sell server hardware: Cisco, Dell and HPE',
      lead: 'We buy rack and blade servers, GPU platforms and storage systems from data centres – with logged data erasure and on-site removal.',
      points: itPoints.en,
      productsTitle: 'Buy-back prices for servers and storage',
      productsIntro: 'Prices for well-equipped systems; the exact configuration sets the final price.',
    },
  ),
  pricePage(
    '/speicher-ssd-ankauf',
    'memory',
    'it',
    {
      badge: 'Preisliste Speicher und SSDs',
      title: 'Arbeitsspeicher und SSDs verkaufen',
      lead: 'DDR5- und DDR4-Servermodule sowie Enterprise-SSDs von Samsung und Micron: Wir kaufen ab kleinen Stückzahlen und löschen jede SSD mit Löschprotokoll.',
      points: itPoints.de,
      productsTitle: 'Ankaufspreise für Arbeitsspeicher und SSDs',
      productsIntro: 'Preise je Modul oder Laufwerk; SSDs mit mindestens 80 % Restlebensdauer laut SMART.',
    },
    {
      badge: 'Memory and SSD price list',
      title: 'Sell memory and SSDs',
      lead: 'DDR5 and DDR4 server modules and enterprise SSDs from Samsung and Micron: we buy from small quantities and erase every SSD with an erasure report.',
      points: itPoints.en,
      productsTitle: 'Buy-back prices for memory and SSDs',
      productsIntro: 'Prices per module or drive; SSDs with at least 80% remaining life per SMART.',
    },
  ),
  pricePage(
    '/netzwerk-hardware-ankauf',
    'network',
    'it',
    {
      badge: 'Preisliste Netzwerk',
      title: 'Netzwerk-Hardware verkaufen: Firewalls, Switches und Router',
      lead: 'Palo Alto, Cisco und Juniper aus Rechenzentren, Campus-Netzen und Niederlassungen: Wir kaufen einzelne Geräte und komplette Rückbauprojekte.',
      points: ['Abholung bundesweit', 'Konfiguration wird nachweislich gelöscht'],
      productsTitle: 'Ankaufspreise für Netzwerk-Hardware',
      productsIntro: 'Preise je Gerät mit Netzteilen; übertragbare Lizenzen erhöhen den Preis.',
    },
    {
      badge: 'Network price list',
      title: 'Sell network hardware: firewalls, switches and routers',
      lead: 'Palo Alto, Cisco and Juniper from data centres, campus networks and branch offices: we buy single units and complete decommissioning projects.',
      points: ['Pickup across Germany', 'Configurations erased with proof'],
      productsTitle: 'Buy-back prices for network hardware',
      productsIntro: 'Prices per unit with power supplies; transferable licences raise the price.',
    },
  ),
  pricePage(
    '/huawei-solar-ankauf',
    'huawei-solar',
    'energy',
    {
      badge: 'Preisliste Huawei Solar',
      title: 'Huawei-Solartechnik verkaufen: LUNA2000 und SUN2000',
      lead: 'Vom LUNA2000-Heimspeicher bis zum Gewerbespeicher LUNA2000-215KWH: Wir kaufen Huawei-Speicher, Wechselrichter und Zubehör und übernehmen die Demontage.',
      points: energyPoints.de,
      productsTitle: 'Ankaufspreise für Huawei Solar',
      productsIntro: 'Preise je System; Gewerbespeicher bewerten wir nach Alter, Zyklen und State of Health.',
    },
    {
      badge: 'Huawei Solar price list',
      title: 'Sell Huawei solar equipment: LUNA2000 and SUN2000',
      lead: 'From LUNA2000 home storage to the LUNA2000-215KWH commercial system: we buy Huawei storage, inverters and accessories and take care of dismantling.',
      points: energyPoints.en,
      productsTitle: 'Buy-back prices for Huawei Solar',
      productsIntro: 'Prices per system; we value commercial storage by age, cycles and state of health.',
    },
  ),
  pricePage(
    '/byd-energiespeicher-ankauf',
    'byd-storage',
    'energy',
    {
      badge: 'Preisliste BYD',
      title: 'BYD-Energiespeicher verkaufen: Battery-Box Premium und Pro',
      lead: 'Battery-Box Premium LVS, HVM und HVS von 4 bis 22 kWh sowie die ältere Pro-Serie von 2,56 bis 13,8 kWh: Wir kaufen komplette Türme und einzelne Module.',
      points: energyPoints.de,
      productsTitle: 'Ankaufspreise für BYD-Speicher',
      productsIntro: 'Preise für komplette Speicher mit BMS; Einzelmodule auf Anfrage.',
    },
    {
      badge: 'BYD price list',
      title: 'Sell BYD energy storage: Battery-Box Premium and Pro',
      lead: 'Battery-Box Premium LVS, HVM and HVS from 4 to 22 kWh and the older Pro series from 2.56 to 13.8 kWh: we buy complete towers and single modules.',
      points: energyPoints.en,
      productsTitle: 'Buy-back prices for BYD storage',
      productsIntro: 'Prices for complete storage systems with BMS; single modules on request.',
    },
  ),
  pricePage(
    '/tesla-energy-ankauf',
    'tesla',
    'energy',
    {
      badge: 'Preisliste Tesla Energy',
      title: 'Tesla Powerwall, Powerpack und Megapack verkaufen',
      lead: 'Wir kaufen Powerwall-Heimspeicher ebenso wie Powerpack- und Megapack-Anlagen aus Gewerbe und Netzbetrieb – mit fachgerechter Demontage und ADR-Transport.',
      points: energyPoints.de,
      productsTitle: 'Ankaufspreise für Tesla Energy',
      productsIntro: 'Powerwall-Preise je Einheit; Powerpack und Megapack nach Projektprüfung mit Betriebsdaten.',
    },
    {
      badge: 'Tesla Energy price list',
      title: 'Sell Tesla Powerwall, Powerpack and Megapack',
      lead: 'We buy Powerwall home storage as well as Powerpack and Megapack installations from businesses and grid operators – with professional dismantling and ADR transport.',
      points: energyPoints.en,
      productsTitle: 'Buy-back prices for Tesla Energy',
      productsIntro: 'Powerwall prices per unit; Powerpack and Megapack after a project review with operating data.',
    },
  ),
  pricePage(
    '/sma-wechselrichter-ankauf',
    'sma',
    'solar',
    {
      badge: 'Preisliste SMA',
      title: 'SMA-Wechselrichter verkaufen: Sunny Boy bis Sunny Central',
      lead: 'Ob Sunny Boy vom Einfamilienhaus oder Sunny Central aus dem Solarpark: Wir kaufen SMA-Wechselrichter, Speicher-Wechselrichter und Systemkomponenten.',
      points: energyPoints.de,
      productsTitle: 'Ankaufspreise für SMA-Wechselrichter',
      productsIntro: 'Preise je Gerät mit Typenschild; Zentralwechselrichter nach Projektprüfung.',
    },
    {
      badge: 'SMA price list',
      title: 'Sell SMA inverters: from Sunny Boy to Sunny Central',
      lead: 'Whether a Sunny Boy from a family home or a Sunny Central from a solar park: we buy SMA inverters, battery inverters and system components.',
      points: energyPoints.en,
      productsTitle: 'Buy-back prices for SMA inverters',
      productsIntro: 'Prices per unit with rating plate; central inverters after a project review.',
    },
  ),
  pricePage(
    '/fronius-wechselrichter-ankauf',
    'fronius',
    'solar',
    {
      badge: 'Preisliste Fronius',
      title: 'Fronius-Wechselrichter verkaufen: Primo, Symo und Tauro',
      lead: 'Wir kaufen Fronius-Wechselrichter jeder Größe, GEN24-Hybridgeräte und Reserva-Speicher – mit Abholung in ganz Deutschland.',
      points: energyPoints.de,
      productsTitle: 'Ankaufspreise für Fronius',
      productsIntro: 'Preise je Gerät; Datamanager-Karte und Zubehör bitte mitliefern.',
    },
    {
      badge: 'Fronius price list',
      title: 'Sell Fronius inverters: Primo, Symo and Tauro',
      lead: 'We buy Fronius inverters of every size, GEN24 hybrid units and Reserva storage – with pickup anywhere in Germany.',
      points: energyPoints.en,
      productsTitle: 'Buy-back prices for Fronius',
      productsIntro: 'Prices per unit; please include the Datamanager card and accessories.',
    },
  ),
  pricePage(
    '/solarmodule-premium-ankauf',
    'premium-modules',
    'solar',
    {
      badge: 'Preisliste Premium-Module',
      title: 'Premium-Solarmodule verkaufen',
      lead: 'Meyer Burger, Solarwatt, Q CELLS, Heckert und internationale Marken: Gut erhaltene Module gehen bei uns in die Wiederverwendung statt ins Recycling.',
      points: [promise.freePickup(['modules'], 'de'), 'Sichtprüfung und Flash-Test'],
      productsTitle: 'Ankaufspreise für Premium-Solarmodule',
      productsIntro: 'Preise je Modul ohne Glasbruch, Hotspots oder Delamination.',
    },
    {
      badge: 'Premium module price list',
      title: 'Sell premium solar modules',
      lead: 'Meyer Burger, Solarwatt, Q CELLS, Heckert and international brands: well-kept modules go back into use with us instead of into recycling.',
      points: [promise.freePickup(['modules'], 'en'), 'Visual inspection and flash test'],
      productsTitle: 'Buy-back prices for premium solar modules',
      productsIntro: 'Prices per module without broken glass, hot spots or delamination.',
    },
  ),
] as const satisfies readonly PriceListPage[];
