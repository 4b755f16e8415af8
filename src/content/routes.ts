import type { Localized } from '@/i18n/locales';
import { claims } from './claims';
import { promise } from './promises';

/**
 * The route registry: every public page with its navigation group, labels, titles and
 * descriptions. Header, footer, breadcrumbs, sitemap, metadata and the e2e smoke test all read it,
 * so a new page is one entry here plus its content module.
 */
type RouteGroup = 'home' | 'services' | 'company' | 'contact' | 'legal';

type RouteEntry = {
  path: `/${string}`;
  group: RouteGroup;
  /** Short label for menus and breadcrumbs. */
  label: Localized;
  /** Document title without the company name (the layout appends it). */
  title: Localized;
  description: Localized;
  /** Parent page for breadcrumbs (the home page is implied). */
  parent?: `/${string}`;
  /** Other URLs that answer with this page via a permanent redirect. */
  aliases?: readonly `/${string}`[];
};

export const routes = [
  {
    path: '/',
    group: 'home',
    label: { de: 'Startseite', en: 'Home' },
    title: {
      de: 'Batterie- und Elektronikrecycling, Ankauf in Köln',
      en: 'Battery and electronics recycling in Cologne',
    },
    description: {
      de: 'Ankauf und Recycling von Lithium-Batterien, Elektroschrott, IT-Hardware, Solartechnik und Mining-Hardware – dokumentiert, mit bundesweiter Abholung.',
      en: 'We buy and recycle lithium batteries, e-waste, IT hardware, solar equipment and mining hardware – fully documented, with pickup across Germany.',
    },
    aliases: ['/home'],
  },
  // Services
  {
    path: '/lithium-batterien',
    group: 'services',
    label: { de: 'Lithium-Batterien', en: 'Lithium batteries' },
    title: { de: 'Lithium-Batterien recyceln und verkaufen', en: 'Recycle and sell lithium batteries' },
    description: {
      de: 'Ankauf und Recycling von Lithium-Ionen-Akkus aus E-Mobilität, Speichern und Industrie: Second-Life-Prüfung, Rohstoffrückgewinnung und ADR-konforme Abholung.',
      en: 'Buy-back and recycling of lithium-ion batteries from e-mobility, storage and industry: second-life testing, raw-material recovery and ADR-compliant collection.',
    },
  },
  {
    path: '/elektroschrott-recycling',
    group: 'services',
    label: { de: 'Elektroschrott-Recycling', en: 'E-waste recycling' },
    title: { de: 'Elektroschrott-Recycling für Unternehmen', en: 'E-waste recycling for businesses' },
    description: {
      de: 'Recycling von IT-Geräten, Servern, Platinen und Bauteilen nach ElektroG – mit Datenvernichtung, Wertstoffrückgewinnung und lückenloser Dokumentation.',
      en: 'Recycling of IT equipment, servers, circuit boards and components under the ElektroG – with data destruction, material recovery and complete documentation.',
    },
  },
  {
    path: '/elektronikschrott-entsorgung',
    group: 'services',
    label: { de: 'Elektronikschrott-Entsorgung', en: 'Electronic waste disposal' },
    title: { de: 'Elektronikschrott fachgerecht entsorgen', en: 'Electronic waste disposal done properly' },
    description: {
      de: 'Entsorgung von Computern, Mobilgeräten, Datenträgern und Bauteilen nach ElektroG – mit Datenvernichtung nach DIN 66399 und Nachweis für Ihre Unterlagen.',
      en: 'Disposal of computers, mobile devices, data carriers and components under the ElektroG – with data destruction to DIN 66399 and proof for your records.',
    },
  },
  {
    path: '/mobilitaet-batterien',
    group: 'services',
    label: { de: 'E-Mobilitäts-Batterien', en: 'E-mobility batteries' },
    title: { de: 'Batterien aus E-Autos, E-Bikes und E-Scootern', en: 'Batteries from e-cars, e-bikes and e-scooters' },
    description: {
      de: 'Ankauf, Prüfung und Recycling von Traktions- und Akkupacks aus E-Autos, E-Bikes und E-Scootern – mit ADR-konformem Transport und Second-Life-Bewertung.',
      en: 'Buy-back, testing and recycling of traction batteries and packs from e-cars, e-bikes and e-scooters – with ADR-compliant transport and second-life assessment.',
    },
  },
  {
    path: '/industrie-batterien',
    group: 'services',
    label: { de: 'Industriebatterien', en: 'Industrial batteries' },
    title: { de: 'Industriebatterien und USV-Speicher', en: 'Industrial batteries and UPS storage' },
    description: {
      de: 'Rücknahme und Ankauf von Industrie-, USV- und Staplerbatterien: Demontage vor Ort, Gefahrguttransport nach ADR und Recycling gemäß BattDG.',
      en: 'Take-back and buy-back of industrial, UPS and forklift batteries: on-site dismantling, ADR dangerous-goods transport and recycling under the German BattDG.',
    },
  },
  {
    path: '/medizintechnik-recycling',
    group: 'services',
    label: { de: 'Medizintechnik-Recycling', en: 'Medical technology recycling' },
    title: { de: 'Medizintechnik recyceln – datenschutzkonform', en: 'Medical technology recycling – GDPR-compliant' },
    description: {
      de: 'Recycling von Diagnostik-, Überwachungs- und mobiler Medizintechnik mit protokollierter Datenvernichtung, Dokumentation und Beratung zu MDR und IEC 62304.',
      en: 'Recycling of diagnostic, monitoring and mobile medical equipment with logged data destruction, documentation and advice on the MDR and IEC 62304.',
    },
  },
  {
    path: '/bitcoin-miner-recycling',
    group: 'services',
    label: { de: 'Bitcoin-Miner-Ankauf', en: 'Bitcoin miner buy-back' },
    title: { de: 'Bitcoin-Miner und Mining-Hardware verkaufen', en: 'Sell Bitcoin miners and mining hardware' },
    description: {
      de: 'Ankauf und Recycling von ASIC-Minern, GPU-Rigs und industriellen Mining-Anlagen – Bewertung nach Hashrate und Zustand, Abholung und Zahlung per Überweisung.',
      en: 'Buy-back and recycling of ASIC miners, GPU rigs and industrial mining installations – valued by hashrate and condition, with pickup and payment by bank transfer.',
    },
  },
  {
    path: '/plagiate-zerstoerung',
    group: 'services',
    label: { de: 'Plagiate-Vernichtung', en: 'Counterfeit destruction' },
    title: { de: 'Plagiate rechtssicher vernichten', en: 'Counterfeit goods destroyed with legal proof' },
    description: {
      de: 'Nachweisbare Vernichtung von Produktfälschungen nach MarkenG §§ 146–147 und EU 608/2013: sichere Lagerung, Vernichtung unter Aufsicht und Vernichtungszertifikat.',
      en: 'Destruction of counterfeit goods with proof under MarkenG §§ 146–147 and EU 608/2013: secure storage, supervised destruction and a certificate of destruction.',
    },
  },
  {
    path: '/cpu-ram-ankauf',
    group: 'services',
    label: { de: 'CPU- und RAM-Ankauf', en: 'CPU and RAM buy-back' },
    title: { de: 'Prozessoren und Arbeitsspeicher verkaufen', en: 'Sell processors and memory' },
    description: {
      de: 'Ankauf gebrauchter CPUs und RAM-Module aus Servern, Workstations und PCs – faire, unverbindliche Preise nach Prüfung und Auszahlung per Überweisung.',
      en: 'Buy-back of used CPUs and memory modules from servers, workstations and PCs – fair indicative prices after inspection and payment by bank transfer.',
    },
  },
  {
    path: '/scooter-entsorgung',
    group: 'services',
    label: { de: 'E-Scooter-Entsorgung', en: 'E-scooter disposal' },
    title: { de: 'E-Scooter und Akkus entsorgen', en: 'E-scooter and battery disposal' },
    description: {
      de: `Sichere Entsorgung von E-Scootern, E-Bike-Akkus und Mikromobilität: kostenlose Einschätzung in ${claims.priceEstimateHours} h an Werktagen, ADR-Abholung und Verwertung in 5–7 Werktagen.`,
      en: `Safe disposal of e-scooters, e-bike batteries and micromobility: free assessment within ${claims.priceEstimateHours} h on working days, ADR pickup and recovery within 5–7 working days.`,
    },
  },
  {
    path: '/festplatten-vernichtung',
    group: 'services',
    label: { de: 'Festplattenvernichtung', en: 'Hard drive destruction' },
    title: { de: 'Festplatten und Datenträger vernichten', en: 'Hard drive and data carrier destruction' },
    description: {
      de: 'Datenträgervernichtung nach DIN 66399 für HDDs, SSDs und Bänder – abgeholt in verschlossenen Behältern, mit Seriennummernprotokoll und Vernichtungszertifikat.',
      en: 'Data carrier destruction to DIN 66399 for HDDs, SSDs and tapes – collected in locked containers, with a serial-number log and a certificate of destruction.',
    },
  },
  {
    path: '/ankauf-elektronische-bauteile-service',
    group: 'services',
    label: { de: 'Ankauf-Service Bauteile', en: 'Component buy-back service' },
    title: { de: 'Ankauf-Service für elektronische Bauteile', en: 'Buy-back service for electronic components' },
    description: {
      de: 'Unser Service für Restposten und Überbestände: Listenbewertung, Abholung, Prüfung und Zahlung für ICs, Prozessoren, Speicher und Baugruppen.',
      en: 'Our service for surplus and excess stock: list valuation, pickup, inspection and payment for ICs, processors, memory and assemblies.',
    },
  },
  {
    path: '/elektronische-bauteile-ankauf',
    group: 'services',
    label: { de: 'Elektronische Bauteile verkaufen', en: 'Sell electronic components' },
    title: { de: 'Elektronische Bauteile verkaufen', en: 'Sell electronic components' },
    description: {
      de: 'Verkaufen Sie ICs, Halbleiter, Prozessoren, Speicher und Baugruppen aus Überbeständen – mit unverbindlicher Bewertung und Zahlung per Überweisung.',
      en: 'Sell ICs, semiconductors, processors, memory and assemblies from excess stock – with an indicative valuation and payment by bank transfer.',
    },
  },
  {
    path: '/elektronische-bauteile',
    group: 'services',
    label: { de: 'Elektronische Bauteile', en: 'Electronic components' },
    title: { de: 'Ankauf elektronischer Bauteile – Preislisten', en: 'Electronic components buy-back – price lists' },
    description: {
      de: 'Unverbindliche Ankaufspreise für Intel- und AMD-Prozessoren, Grafikkarten, Server, Speicher, SSDs und Netzwerk-Hardware – Bewertung kostenlos.',
      en: 'Indicative buy-back prices for Intel and AMD processors, graphics cards, servers, memory, SSDs and network hardware – free valuation.',
    },
  },
  {
    path: '/intel-prozessoren-ankauf',
    group: 'services',
    parent: '/elektronische-bauteile',
    label: { de: 'Intel-Prozessoren', en: 'Intel processors' },
    title: { de: 'Intel-Prozessoren verkaufen – Preisliste', en: 'Sell Intel processors – price list' },
    description: {
      de: 'Ankaufspreise für Intel Core und Xeon: vom Core i9-14900KS bis zum Xeon Platinum 8480+. Unverbindlich, nach Prüfung, Zahlung per Überweisung.',
      en: 'Buy-back prices for Intel Core and Xeon: from the Core i9-14900KS to the Xeon Platinum 8480+. Indicative, subject to inspection, paid by bank transfer.',
    },
  },
  {
    path: '/amd-prozessoren-ankauf',
    group: 'services',
    parent: '/elektronische-bauteile',
    label: { de: 'AMD-Prozessoren', en: 'AMD processors' },
    title: { de: 'AMD-Prozessoren verkaufen – Preisliste', en: 'Sell AMD processors – price list' },
    description: {
      de: 'Ankaufspreise für AMD Ryzen, Threadripper und EPYC bis zum Threadripper PRO 7995WX. Unverbindlich, nach Prüfung, Zahlung per Überweisung.',
      en: 'Buy-back prices for AMD Ryzen, Threadripper and EPYC up to the Threadripper PRO 7995WX. Indicative, subject to inspection, paid by bank transfer.',
    },
  },
  {
    path: '/grafikkarten-ankauf',
    group: 'services',
    parent: '/elektronische-bauteile',
    label: { de: 'Grafikkarten', en: 'Graphics cards' },
    title: { de: 'Grafikkarten und KI-Beschleuniger verkaufen', en: 'Sell graphics cards and AI accelerators' },
    description: {
      de: 'Ankaufspreise für NVIDIA GeForce RTX, Rechenzentrums-GPUs wie A100 und H100 sowie AMD Instinct MI300X – unverbindlich, nach Prüfung.',
      en: 'Buy-back prices for NVIDIA GeForce RTX, data-centre GPUs such as the A100 and H100, and AMD Instinct MI300X – indicative, subject to inspection.',
    },
  },
  {
    path: '/server-hardware-ankauf',
    group: 'services',
    parent: '/elektronische-bauteile',
    label: { de: 'Server-Hardware', en: 'Server hardware' },
    title: { de: 'Server-Hardware verkaufen – Preisliste', en: 'Sell server hardware – price list' },
    description: {
      de: 'Ankauf von Servern von Cisco, Dell und HPE, GPU-Servern und Storage-Systemen – mit protokollierter Datenlöschung und unverbindlichen Preisen.',
      en: 'Buy-back of Cisco, Dell and HPE servers, GPU servers and storage systems – with logged data erasure and indicative prices.',
    },
  },
  {
    path: '/speicher-ssd-ankauf',
    group: 'services',
    parent: '/elektronische-bauteile',
    label: { de: 'Speicher und SSDs', en: 'Memory and SSDs' },
    title: { de: 'Arbeitsspeicher und SSDs verkaufen', en: 'Sell memory and SSDs' },
    description: {
      de: 'Ankaufspreise für DDR5- und DDR4-Servermodule sowie Enterprise-SSDs von Samsung und Micron – mit Datenlöschung oder Vernichtung nach Wunsch.',
      en: 'Buy-back prices for DDR5 and DDR4 server modules and enterprise SSDs from Samsung and Micron – with data erasure or destruction as you prefer.',
    },
  },
  {
    path: '/netzwerk-hardware-ankauf',
    group: 'services',
    parent: '/elektronische-bauteile',
    label: { de: 'Netzwerk-Hardware', en: 'Network hardware' },
    title: { de: 'Netzwerk-Hardware verkaufen – Preisliste', en: 'Sell network hardware – price list' },
    description: {
      de: 'Ankauf von Switches, Routern und Firewalls von Cisco, Juniper und Palo Alto bis zur PA-5280 – unverbindliche Preise, Abholung bundesweit.',
      en: 'Buy-back of switches, routers and firewalls from Cisco, Juniper and Palo Alto up to the PA-5280 – indicative prices, nationwide pickup.',
    },
  },
  {
    path: '/erneuerbare-energien-ankauf',
    group: 'services',
    label: { de: 'Erneuerbare Energien', en: 'Renewable energy' },
    title: { de: 'Ankauf von Solartechnik und Energiespeichern', en: 'Buy-back of solar equipment and energy storage' },
    description: {
      de: 'Wir kaufen Wechselrichter, Batteriespeicher und Solarmodule von Huawei, BYD, Tesla, SMA, Fronius und Premiumherstellern – mit Demontage und Abholung.',
      en: 'We buy inverters, battery storage and solar modules from Huawei, BYD, Tesla, SMA, Fronius and premium brands – with dismantling and pickup.',
    },
  },
  {
    path: '/huawei-solar-ankauf',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Huawei Solar', en: 'Huawei Solar' },
    title: { de: 'Huawei-Solartechnik verkaufen – Preisliste', en: 'Sell Huawei solar equipment – price list' },
    description: {
      de: 'Ankaufspreise für Huawei LUNA2000-Speicher und SUN2000-Wechselrichter bis zum LUNA2000-215KWH – unverbindlich, nach Prüfung.',
      en: 'Buy-back prices for Huawei LUNA2000 storage and SUN2000 inverters up to the LUNA2000-215KWH – indicative, subject to inspection.',
    },
  },
  {
    path: '/byd-energiespeicher-ankauf',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'BYD-Energiespeicher', en: 'BYD energy storage' },
    title: { de: 'BYD-Energiespeicher verkaufen – Preisliste', en: 'Sell BYD energy storage – price list' },
    description: {
      de: 'Ankaufspreise für BYD Battery-Box Premium und Pro von 2,56 bis 16 kWh – unverbindlich, nach Prüfung, mit Demontage auf Wunsch.',
      en: 'Buy-back prices for BYD Battery-Box Premium and Pro from 2.56 to 16 kWh – indicative, subject to inspection, dismantling on request.',
    },
  },
  {
    path: '/tesla-energy-ankauf',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Tesla Energy', en: 'Tesla Energy' },
    title: { de: 'Tesla Powerwall und Megapack verkaufen', en: 'Sell Tesla Powerwall and Megapack' },
    description: {
      de: 'Ankaufspreise für Tesla Powerwall, Powerpack und Megapack bis zum Megapack 2XL – unverbindlich, nach Prüfung und mit fachgerechter Demontage.',
      en: 'Buy-back prices for Tesla Powerwall, Powerpack and Megapack up to the Megapack 2XL – indicative, subject to inspection, with professional dismantling.',
    },
  },
  {
    path: '/sma-wechselrichter-ankauf',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'SMA-Wechselrichter', en: 'SMA inverters' },
    title: { de: 'SMA-Wechselrichter verkaufen – Preisliste', en: 'Sell SMA inverters – price list' },
    description: {
      de: 'Ankaufspreise für SMA Sunny Boy, Sunny Tripower und Sunny Central bis zum Sunny Central 4600CP – unverbindlich, nach Prüfung.',
      en: 'Buy-back prices for SMA Sunny Boy, Sunny Tripower and Sunny Central up to the Sunny Central 4600CP – indicative, subject to inspection.',
    },
  },
  {
    path: '/fronius-wechselrichter-ankauf',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Fronius-Wechselrichter', en: 'Fronius inverters' },
    title: { de: 'Fronius-Wechselrichter verkaufen – Preisliste', en: 'Sell Fronius inverters – price list' },
    description: {
      de: 'Ankaufspreise für Fronius Primo, Symo, Tauro und Speicherlösungen – unverbindlich, nach Prüfung, mit Abholung in ganz Deutschland.',
      en: 'Buy-back prices for Fronius Primo, Symo, Tauro and storage solutions – indicative, subject to inspection, with pickup across Germany.',
    },
  },
  {
    path: '/solarmodule-premium-ankauf',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Premium-Solarmodule', en: 'Premium solar modules' },
    title: { de: 'Premium-Solarmodule verkaufen – Preisliste', en: 'Sell premium solar modules – price list' },
    description: {
      de: 'Ankaufspreise für Solarmodule von Meyer Burger, Solarwatt, Q CELLS, Heckert und internationalen Marken – unverbindlich, nach Prüfung.',
      en: 'Buy-back prices for solar modules from Meyer Burger, Solarwatt, Q CELLS, Heckert and international brands – indicative, subject to inspection.',
    },
  },
  {
    path: '/huawei-ankauf-recycling',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Huawei Ankauf & Recycling', en: 'Huawei buy-back & recycling' },
    title: { de: 'Huawei LUNA2000 und SUN2000 – Ankauf, Recycling', en: 'Huawei LUNA2000 and SUN2000 buy-back' },
    description: {
      de: `Huawei-Speicher, Wechselrichter und Komponenten verkaufen: ${promise.share('storage', 'de')}, ${promise.share('solar', 'de')}.`,
      en: `Sell Huawei storage, inverters and components: ${promise.share('storage', 'en')}, ${promise.share('solar', 'en')}.`,
    },
  },
  {
    path: '/byd-hvm-hvs-ankauf-recycling',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'BYD HVM/HVS Ankauf', en: 'BYD HVM/HVS buy-back' },
    title: { de: 'BYD HVM, HVS und HVB – Ankauf und Recycling', en: 'BYD HVM, HVS and HVB – buy-back and recycling' },
    description: {
      de: `Katalog mit Ankaufspreisen für BYD Battery-Box HVM, HVS, HVB Blade und Einzelkomponenten – ${promise.share('storage', 'de')}, unverbindlich.`,
      en: `Catalogue of buy-back prices for BYD Battery-Box HVM, HVS, HVB Blade and single components – ${promise.share('storage', 'en')}, indicative.`,
    },
  },
  {
    path: '/batteriespeicher-ankauf-recycling',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Batteriespeicher', en: 'Battery storage' },
    title: { de: 'Batteriespeicher aller Marken – Ankauf', en: 'Battery storage of all brands – buy-back' },
    description: {
      de: 'Ankaufspreise für Speicher von Anker Solix, Sonnen, LG Chem, Pylontech, Alpha ESS und TESVOLT sowie Second-Life für Industriebatterien.',
      en: 'Buy-back prices for storage systems from Anker Solix, Sonnen, LG Chem, Pylontech, Alpha ESS and TESVOLT, plus second life for industrial batteries.',
    },
  },
  {
    path: '/solarankauf-main',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Solarankauf', en: 'Solar buy-back' },
    title: { de: 'Solaranlagen und Komponenten verkaufen', en: 'Sell solar plants and components' },
    description: {
      de: 'Ankauf von Modulen, Wechselrichtern, Speichern und ganzen PV-Anlagen – von 10 kWp bis zum Solarpark über 1 MWp, unverbindlich und nach Prüfung.',
      en: 'Buy-back of modules, inverters, storage and complete PV plants – from 10 kWp to solar parks above 1 MWp, indicative and subject to inspection.',
    },
  },
  {
    path: '/wechselrichter-ankauf-alle-marken',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Wechselrichter aller Marken', en: 'Inverters of all brands' },
    title: { de: 'Wechselrichter aller Marken verkaufen', en: 'Sell inverters of all brands' },
    description: {
      de: `Ankaufspreise für Wechselrichter von SMA, Fronius, Huawei, KOSTAL, Growatt, GoodWe, Sungrow und SolarEdge – ${promise.share('solar', 'de')}.`,
      en: `Buy-back prices for inverters from SMA, Fronius, Huawei, KOSTAL, Growatt, GoodWe, Sungrow and SolarEdge – ${promise.share('solar', 'en')}.`,
    },
  },
  {
    path: '/solarmodule-ankauf-recycling',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Solarmodule Ankauf & Recycling', en: 'Solar modules buy-back & recycling' },
    title: { de: 'Solarmodule verkaufen oder recyceln', en: 'Sell or recycle solar modules' },
    description: {
      de: 'Ankaufspreise für gebrauchte Solarmodule von Meyer Burger, Solarwatt, Q CELLS, Heckert und internationalen Marken – und Recycling defekter Module.',
      en: 'Buy-back prices for used solar modules from Meyer Burger, Solarwatt, Q CELLS, Heckert and international brands – and recycling of defective modules.',
    },
  },
  {
    path: '/solarkomponenten-ankauf-service',
    group: 'services',
    parent: '/erneuerbare-energien-ankauf',
    label: { de: 'Service für Solarkomponenten', en: 'Solar component services' },
    title: { de: 'Service für Solarkomponenten: Demontage, Abholung', en: 'Solar components: dismantling and pickup' },
    description: {
      de: `Express-Abholung in ${claims.expressPickupHours} h, Dachdemontage, Containerdienst und Recycling für Module, Wechselrichter und Speicher – mit transparenten Service-Preisen.`,
      en: `Express pickup within ${claims.expressPickupHours} h, roof dismantling, container service and recycling for modules, inverters and storage – with transparent service prices.`,
    },
  },
  {
    path: '/preissuche',
    group: 'services',
    label: { de: 'Preissuche', en: 'Price search' },
    title: { de: 'Preissuche: alle Ankaufspreise', en: 'Price search: all buy-back prices' },
    description: {
      de: 'Suchen Sie in allen Preislisten nach Modell, Marke oder Artikelnummer – von der RTX 4090 bis zum LUNA2000. Unverbindliche Höchstpreise, nach Prüfung.',
      en: 'Search every price list by model, brand or item number – from the RTX 4090 to the LUNA2000. Indicative maximum prices, subject to inspection.',
    },
  },
  // Company
  {
    path: '/unternehmensprofil',
    group: 'company',
    label: { de: 'Unternehmensprofil', en: 'Company profile' },
    title: { de: 'Unternehmensprofil', en: 'Company profile' },
    description: {
      de: 'Wer wir sind: ein Kölner Recycling- und Ankaufsbetrieb für Batterien, Elektronik und Solartechnik – dokumentiert und bundesweit tätig.',
      en: 'Who we are: a Cologne recycling and buy-back business for batteries, electronics and solar equipment – documented and active across Germany.',
    },
  },
  {
    path: '/mission',
    group: 'company',
    label: { de: 'Mission', en: 'Mission' },
    title: { de: 'Unsere Mission', en: 'Our mission' },
    description: {
      de: 'Geräte so lange wie möglich nutzen, Rohstoffe zurückgewinnen, Daten sicher vernichten: wofür wir jeden Tag arbeiten und woran Sie uns messen können.',
      en: 'Keep devices in use for as long as possible, recover raw materials, destroy data safely: what we work for every day and how you can hold us to it.',
    },
  },
  {
    path: '/vision',
    group: 'company',
    label: { de: 'Vision', en: 'Vision' },
    title: { de: 'Unsere Vision 2030', en: 'Our vision for 2030' },
    description: {
      de: 'Bis 2030 wollen wir über 50 Millionen Geräte im Kreislauf halten und klimaneutral arbeiten – so kommen wir dorthin.',
      en: 'By 2030 we aim to keep more than 50 million devices in the loop and to operate climate-neutrally – this is how we get there.',
    },
  },
  {
    path: '/sustainability',
    group: 'company',
    label: { de: 'Nachhaltigkeit', en: 'Sustainability' },
    title: { de: 'Nachhaltigkeit und Bilanz', en: 'Sustainability and results' },
    description: {
      de: 'Unsere Bilanz 2024: 50 t CO₂ eingespart, 15 t Lithium und 5 t Seltene Erden zurückgewonnen – und unsere Ziele für 2030.',
      en: 'Our 2024 results: 50 t of CO₂ saved, 15 t of lithium and 5 t of rare earths recovered – and our goals for 2030.',
    },
  },
  {
    path: '/soziales-engagement',
    group: 'company',
    label: { de: 'Soziales Engagement', en: 'Social commitment' },
    title: { de: 'Soziales Engagement', en: 'Social commitment' },
    description: {
      de: 'Aufbereitete Laptops für Schulen, Ausbildung in Köln und Aufklärung über sicheres Batterierecycling: wie wir uns in der Region engagieren.',
      en: 'Refurbished laptops for schools, apprenticeships in Cologne and education on safe battery recycling: how we get involved in the region.',
    },
  },
  {
    path: '/team',
    group: 'company',
    parent: '/unternehmensprofil',
    label: { de: 'Team', en: 'Team' },
    title: { de: 'Unser Team', en: 'Our team' },
    description: {
      de: 'Die Menschen hinter Bewertung, Logistik, Datenvernichtung und Recycling – Ihre Ansprechpartner in Köln.',
      en: 'The people behind valuation, logistics, data destruction and recycling – your contacts in Cologne.',
    },
  },
  // Contact
  {
    path: '/kontakt',
    group: 'contact',
    label: { de: 'Kontakt', en: 'Contact' },
    title: { de: 'Kontakt und Anfrage', en: 'Contact and inquiry' },
    description: {
      de: `Schreiben oder rufen Sie uns an: kostenlose Bewertung und Beratung, Abholung bundesweit. Antwort innerhalb von ${claims.priceEstimateHours} Stunden an Werktagen.`,
      en: `Write to us or call: free valuation and advice, pickup across Germany. We reply within ${claims.priceEstimateHours} hours on working days.`,
    },
    aliases: ['/contact'],
  },
  {
    path: '/ankaufsliste',
    group: 'contact',
    label: { de: 'Ankaufsliste', en: 'Sell list' },
    title: { de: 'Ankaufsliste: Geräte gesammelt anbieten', en: 'Sell list: offer your equipment in one go' },
    description: {
      de: 'Stellen Sie Geräte aus unseren Preislisten oder Ihrer Tabelle zu einer Liste zusammen – mit Menge und Zustand, unverbindlicher Obergrenze und Abholung oder Versand.',
      en: 'Put equipment from our price lists or your spreadsheet on one list – with quantity and condition, a non-binding upper limit and pickup or shipping.',
    },
  },
  // Legal
  {
    path: '/impressum',
    group: 'legal',
    label: { de: 'Impressum', en: 'Legal notice' },
    title: { de: 'Impressum', en: 'Legal notice (Impressum)' },
    description: {
      de: 'Anbieterkennzeichnung nach § 5 DDG und § 18 MStV: Anschrift, Vertretung, Registereintrag und Kontakt.',
      en: 'Provider identification under § 5 DDG and § 18 MStV: address, representation, register entry and contact.',
    },
  },
  {
    path: '/datenschutz',
    group: 'legal',
    label: { de: 'Datenschutz', en: 'Privacy' },
    title: { de: 'Datenschutzerklärung', en: 'Privacy policy' },
    description: {
      de: 'Welche Daten diese Website verarbeitet, wozu, auf welcher Rechtsgrundlage, wie lange – und welche Rechte Sie haben.',
      en: 'Which data this website processes, why, on which legal basis, for how long – and which rights you have.',
    },
  },
  {
    path: '/agb',
    group: 'legal',
    label: { de: 'AGB', en: 'Terms' },
    title: { de: 'Allgemeine Geschäftsbedingungen', en: 'General terms and conditions' },
    description: {
      de: `Unsere AGB für Ankauf und Recyclingleistungen: Angebote, Prüfung, Abholung, Zahlung binnen ${claims.paymentDays} Tagen, Datenträger und Gerichtsstand Köln.`,
      en: `Our terms for buy-back and recycling services: offers, inspection, pickup, payment within ${claims.paymentDays} days, data carriers and jurisdiction in Cologne.`,
    },
  },
  {
    path: '/cookie-richtlinie',
    group: 'legal',
    label: { de: 'Cookie-Richtlinie', en: 'Cookie policy' },
    title: { de: 'Cookie-Richtlinie', en: 'Cookie policy' },
    description: {
      de: 'Diese Website setzt Besuchern keine Cookies und kein Tracking. Gespeichert wird nur Ihre Sprachwahl – warum dafür keine Einwilligung nötig ist.',
      en: 'This website sets no cookies for visitors and no tracking. Only your language choice is stored – why that needs no consent.',
    },
  },
] as const satisfies readonly RouteEntry[];

export type SiteRoute = (typeof routes)[number];
export type RoutePath = SiteRoute['path'];

const byPath = new Map<string, RouteEntry>(routes.map((route) => [route.path, route]));

export function getRoute(path: RoutePath): RouteEntry {
  const route = byPath.get(path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

/** Parents from the home page down to the route itself, for breadcrumbs. */
export function getRouteTrail(path: RoutePath): RouteEntry[] {
  const trail: RouteEntry[] = [];
  let current: RouteEntry | undefined = getRoute(path);
  while (current) {
    trail.unshift(current);
    current = current.parent ? byPath.get(current.parent) : undefined;
  }
  if (path !== '/') trail.unshift(getRoute('/'));
  return trail;
}
