import type { EvalCase } from './chat-questions';
import {
  COMPONENTS,
  COUNTERFEIT,
  CPUS,
  EV_BATTERIES,
  EWASTE_DISPOSAL,
  INDUSTRIAL,
  LEVELS,
  MEDICAL,
  MINERS,
  OWNERSHIP,
} from './expected';
import { paraphrases } from './question-helpers';
import {
  PICKUP_PAPERS_DE,
  PICKUP_PAPERS_EN,
  PICKUP_PAPERS,
  LFP_DE,
  LFP_EN,
  LITHIUM,
  MAKER_DUTY_DE,
  MAKER_DUTY_EN,
  SECOND_LIFE_TEST_DE,
  SECOND_LIFE_TEST_EN,
  SECOND_LIFE_TEST,
  FLEET_SERIALS_DE,
  FLEET_SERIALS_EN,
  SCOOTER,
  MICROMOBILITY_DE,
  MICROMOBILITY_EN,
  REMOVE_BATTERIES_DE,
  REMOVE_BATTERIES_EN,
  NO_SORTING_DE,
  NO_SORTING_EN,
  NO_SORTING,
  DEVICE_LOCKS,
  DEVICE_LOCK_PAGES,
  PARTICLES,
  SMALL_MEDIA_DE,
  SMALL_MEDIA_EN,
  SMALL_MEDIA,
  MEDICAL_DRIVES_DE,
  MEDICAL_DRIVES_EN,
  LARGE_DEVICES_DE,
  LARGE_DEVICES_EN,
  HELD_GOODS_DE,
  HELD_GOODS_EN,
  LEGAL_ADVICE_DE,
  LEGAL_ADVICE_EN,
  MINER_VALUE_DE,
  MINER_VALUE_EN,
  POOL_WALLET_DE,
  POOL_WALLET_EN,
  SALE_RECORD_DE,
  SALE_RECORD_EN,
  SALE_RECORD,
  MEMORY_LOTS_DE,
  MEMORY_LOTS_EN,
  DESOLDERED_DE,
  DESOLDERED_EN,
  COMPONENTS_PAGE,
  FAKE_PARTS_DE,
  FAKE_PARTS_EN,
  UNBOUGHT_PARTS_DE,
  UNBOUGHT_PARTS_EN,
  ESD,
  ESD_PAGES,
  EVIDENCE_DE,
  EVIDENCE_EN,
  FIXED_REMOVAL_COST_DE,
  FIXED_REMOVAL_COST_EN,
  SITE_ACCESS_DE,
  SITE_ACCESS_EN,
} from './set-n-expected';

/**
 * The eighth fresh question set, part N: what the service and buy-back pages answer beyond prices,
 * one group per FAQ item or section a visitor could ask about – the papers handed over at pickup,
 * LFP cells, the manufacturers' take-back duty, the second-life check, fleet serial numbers and
 * micromobility on the scooter page, batteries and sorting in e-waste, MDM and BIOS locks,
 * particle sizes, USB sticks and memory cards, drives in medical devices and the removal of large
 * medical systems, counterfeits held until release, legal advice, video and reference samples,
 * what a miner is worth, pool and wallet settings, the record for the books, memory lots,
 * desoldered and counterfeit components, components not bought, shipping CPUs in ESD packaging,
 * the removal cost and site details for industrial batteries. Written from the site's content
 * alone (service pages, catalogue page copy, price lists, claims, AGB, message files) before the
 * engine was run on it, then split 2:1: within each group of three paraphrases per language the
 * second question went to the hold-out file (eval/holdout-7n.ts), the first and third are here,
 * in the tuning set.
 */

export const tuningQuestionsN: EvalCase[] = [
  // Pickup: the papers handed over at pickup (transfer note, weighing slip)
  ...paraphrases('pickup', 'de', { must: [PICKUP_PAPERS_DE], pages: PICKUP_PAPERS }, [
    'kriege ich direkt bei der abholung der akkus irgendeinen zettel in die hand?',
    'quittung mit gewicht bei batterieabholung?',
  ]),
  ...paraphrases('pickup', 'en', { must: [PICKUP_PAPERS_EN], pages: PICKUP_PAPERS }, [
    'do i get any paper from the driver when he takes the batteries away',
    ['proof of weight when you collect our batteries?', 'de'],
  ]),
  // Selling: LFP (lithium iron phosphate) cells have a lower material value; paid or a fee, known before pickup
  ...paraphrases('selling', 'de', { must: [LFP_DE], pages: LITHIUM }, [
    'bringen lfp akkus bei euch auch geld oder muss ich da draufzahlen',
    'Lithium-Eisenphosphat-Zellen: Vergütung oder Kosten?',
  ]),
  ...paraphrases('selling', 'en', { must: [LFP_EN], pages: LITHIUM }, [
    'do lfp cells get paid or do i pay you',
    'lithium iron phosphate batteries – money or fee?',
  ]),
  // Services: manufacturers have take-back duties under the BattDG; a direct route through us is often faster
  ...paraphrases('service', 'de', { must: [MAKER_DUTY_DE], pages: EV_BATTERIES }, [
    'muss nicht eigentlich der autohersteller die alte batterie zurücknehmen? warum sollte ich zu euch',
    'Rücknahmepflicht Hersteller E-Auto-Akku',
  ]),
  ...paraphrases('service', 'en', { must: [MAKER_DUTY_EN], pages: EV_BATTERIES }, [
    'isnt the car maker supposed to take back the old battery? why go through you',
    'ev battery take back whos responsible',
  ]),
  // Services: how the second-life check works (capacity, internal resistance, BMS read-out)
  ...paraphrases('service', 'de', { must: [SECOND_LIFE_TEST_DE], pages: SECOND_LIFE_TEST }, [
    'wie findet ihr raus ob mein akku noch fürs second life taugt',
    'State-of-Health-Messung wie?',
  ]),
  ...paraphrases('service', 'en', { must: [SECOND_LIFE_TEST_EN], pages: SECOND_LIFE_TEST }, [
    'how do u check if my battery pack is good for a second life',
    'how is soh tested',
  ]),
  // Services: the disposal certificate lists the fleet's frame or serial numbers on request
  ...paraphrases('service', 'de', { must: [FLEET_SERIALS_DE], pages: SCOOTER }, [
    'steht auf eurem nachweis welche scooter aus unserer flotte entsorgt wurden? wir brauchen das pro fahrzeug',
    'entsorgungsnachweis mit seriennummern der roller möglich?',
  ]),
  ...paraphrases('service', 'en', { must: [FLEET_SERIALS_EN], pages: SCOOTER }, [
    'will your certificate show which scooters of our fleet got scrapped, we need it per vehicle',
    'serial numbers on scooter disposal certificate?',
  ]),
  // Services: micromobility (hoverboards, e-skateboards, monowheels) is disposed of too
  ...paraphrases('service', 'de', { must: [MICROMOBILITY_DE], pages: SCOOTER }, [
    'nehmt ihr auch hoverboards',
    ['E-Skateboard mit Akku entsorgen', 'en'],
  ]),
  ...paraphrases('service', 'en', { must: [MICROMOBILITY_EN], pages: SCOOTER }, [
    'u take hoverboards?',
    'monowheel disposal',
  ]),
  // Pickup: batteries in e-waste (loose ones separately with taped terminals, built-in ones removed by us)
  ...paraphrases('pickup', 'de', { must: [REMOVE_BATTERIES_DE], pages: EWASTE_DISPOSAL }, [
    'muss ich aus den alten laptops die akkus rausmachen bevor ihr die holt',
    'Akkus vorher ausbauen?',
  ]),
  ...paraphrases('pickup', 'en', { must: [REMOVE_BATTERIES_EN], pages: EWASTE_DISPOSAL }, [
    'do i have to take the batteries out of the old laptops before you come',
    'batteries out before pickup?',
  ]),
  // Pickup: e-waste need not be sorted, a rough list is enough
  ...paraphrases('pickup', 'de', { must: [NO_SORTING_DE], pages: NO_SORTING }, [
    'müssen wir den elektroschrott vorher sortieren oder kann alles durcheinander in die gitterbox',
    'Schrott vorsortieren nötig?',
  ]),
  ...paraphrases('pickup', 'en', { must: [NO_SORTING_EN], pages: NO_SORTING }, [
    'do we need to sort the e-waste first or can it all go in one cage mixed',
    ['sorting needed before collection?', 'de'],
  ]),
  // Services: devices still locked (MDM enrolment, BIOS password) are sorted out with the customer
  ...paraphrases('service', 'de', { must: [DEVICE_LOCKS], pages: DEVICE_LOCK_PAGES }, [
    'unsere alten ipads hängen noch in der mdm verwaltung, nehmt ihr die trotzdem',
    'Diensthandys mit Gerätesperre abgeben?',
  ]),
  ...paraphrases('service', 'en', { must: [DEVICE_LOCKS], pages: DEVICE_LOCK_PAGES }, [
    'our old ipads are still enrolled in mdm, can you take them anyway',
    'locked company phones ok?',
  ]),
  // Data destruction: the particle size of the standard levels (H-4 at most 2,000 mm², E-3 at most 160 mm²)
  ...paraphrases('data-destruction', 'de', { must: [PARTICLES], pages: LEVELS }, [
    'wie klein sind die stücke nach dem schreddern eigentlich',
    'Partikelgröße Festplatte SSD?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [PARTICLES], pages: LEVELS }, [
    'how small are the bits after you shred a drive',
    'shred size ssd',
  ]),
  // Data destruction: USB sticks and memory cards are destroyed too
  ...paraphrases('data-destruction', 'de', { must: [SMALL_MEDIA_DE], pages: SMALL_MEDIA }, [
    'vernichtet ihr auch usb sticks oder nur festplatten',
    'SD-Karten datensicher entsorgen',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [SMALL_MEDIA_EN], pages: SMALL_MEDIA }, [
    'do you destroy usb sticks too or only hard drives',
    'thumb drive shredding',
  ]),
  // Data destruction: who removes the drives from medical devices (our technician at your site)
  ...paraphrases('data-destruction', 'de', { must: [MEDICAL_DRIVES_DE], pages: MEDICAL }, [
    'wer baut die festplatten aus unseren ultraschallgeräten aus, wir oder ihr',
    'Festplattenausbau Medizingeräte wer?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [MEDICAL_DRIVES_EN], pages: MEDICAL }, [
    'who takes the hard disks out of our old ultrasound machines, us or you',
    ['drive removal medical devices who does it', 'de'],
  ]),
  // Pickup: large medical systems (CT, MRI, X-ray) are dismantled on site after a survey
  ...paraphrases('pickup', 'de', { must: [LARGE_DEVICES_DE], pages: MEDICAL }, [
    'wie kriegt ihr ein altes mrt aus dem keller vom krankenhaus raus',
    'CT Abbau und Abholung',
  ]),
  ...paraphrases('pickup', 'en', { must: [LARGE_DEVICES_EN], pages: MEDICAL }, [
    'how do you get an old mri out of a hospital basement',
    'x-ray system removal',
  ]),
  // Services: counterfeits are kept locked and access-controlled until released by rights holder, customs or court
  ...paraphrases('service', 'de', { must: [HELD_GOODS_DE], pages: COUNTERFEIT }, [
    'wo bleibt die gefälschte ware bis das gericht entschieden hat',
    'Fälschungen zwischenlagern bis Freigabe',
  ]),
  ...paraphrases('service', 'en', { must: [HELD_GOODS_EN], pages: COUNTERFEIT }, [
    'where do the fakes stay until the court has decided',
    'counterfeit storage pending customs release',
  ]),
  // Services: legal advice on counterfeits stays with the customer's lawyer
  ...paraphrases('service', 'de', { must: [LEGAL_ADVICE_DE], pages: COUNTERFEIT }, [
    'könnt ihr mich auch rechtlich beraten wie ich gegen den fälscher vorgehe',
    'Rechtsberatung Markenpiraterie inklusive?',
  ]),
  ...paraphrases('service', 'en', { must: [LEGAL_ADVICE_EN], pages: COUNTERFEIT }, [
    'can u also give me legal advice on how to go after the counterfeiter',
    'trademark legal advice included?',
  ]),
  // Selling: what a miner is worth depends on hashrate, efficiency (J/TH) and the hashboards
  ...paraphrases('selling', 'de', { must: [MINER_VALUE_DE], pages: MINERS }, [
    'wovon hängt ab was ihr für meine asics zahlt',
    'Miner Wert abhängig von?',
  ]),
  ...paraphrases('selling', 'en', { must: [MINER_VALUE_EN], pages: MINERS }, [
    'what decides how much you pay for my asics',
    'miner valuation criteria',
  ]),
  // Data destruction: pool and wallet settings on miners are reset
  ...paraphrases('data-destruction', 'de', { must: [POOL_WALLET_DE], pages: MINERS }, [
    'meine pool zugangsdaten sind noch auf den minern gespeichert, was passiert damit',
    'Wallet-Adresse auf Miner löschen?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [POOL_WALLET_EN], pages: MINERS }, [
    'my pool login is still saved on the miners, what happens to that',
    'wipe wallet settings miner',
  ]),
  // Selling: the record for the books (purchase receipt with serial numbers, credit note)
  ...paraphrases('selling', 'de', { must: [SALE_RECORD_DE], pages: SALE_RECORD }, [
    'krieg ich nen beleg für meine buchhaltung wenn ich euch die miner verkaufe',
    'Beleg für Abschreibung Miner',
  ]),
  ...paraphrases('selling', 'en', { must: [SALE_RECORD_EN], pages: SALE_RECORD }, [
    'do i get a paper for my accountant when i sell you the miners',
    'miner sale receipt for write-off',
  ]),
  // Selling: uniform memory lots (same capacity and speed) fetch better prices than mixed ones
  ...paraphrases('selling', 'de', { must: [MEMORY_LOTS_DE], pages: CPUS }, [
    'bringt es was wenn ich die ram riegel vorher nach größe sortiere',
    'gemischter Arbeitsspeicher schlechterer Preis?',
  ]),
  ...paraphrases('selling', 'en', { must: [MEMORY_LOTS_EN], pages: CPUS }, [
    'is it worth sorting my ram sticks by size before i send them',
    'mixed ram lot price lower?',
  ]),
  // Selling: desoldered ICs are not bought for reuse but taken for recycling
  ...paraphrases('selling', 'de', { must: [DESOLDERED_DE], pages: COMPONENTS_PAGE }, [
    'kauft ihr auch chips die ich von alten platinen runtergelötet hab',
    'Ankauf von ausgelöteten ICs?',
  ]),
  ...paraphrases('selling', 'en', { must: [DESOLDERED_EN], pages: COMPONENTS_PAGE }, [
    'do you buy chips i desoldered from old boards',
    'pulled ics buy?',
  ]),
  // Selling: how components are checked against counterfeits (markings, proof of origin, microscope)
  ...paraphrases('selling', 'de', { must: [FAKE_PARTS_DE], pages: OWNERSHIP }, [
    'wie stellt ihr sicher dass ihr keine gefälschten chips kauft',
    'Fälschungsprüfung Bauteile',
  ]),
  ...paraphrases('selling', 'en', { must: [FAKE_PARTS_EN], pages: OWNERSHIP }, [
    'how do you make sure you dont buy fake chips',
    'counterfeit component check',
  ]),
  // Services: components not bought are sent back or recycled, as the seller decides
  ...paraphrases('service', 'de', { must: [UNBOUGHT_PARTS_DE], pages: COMPONENTS }, [
    ['was macht ihr mit den teilen aus meiner liste die ihr nicht kaufen wollt', 'en'],
    'nicht angekaufte Bauteile zurück?',
  ]),
  ...paraphrases('service', 'en', { must: [UNBOUGHT_PARTS_EN], pages: COMPONENTS }, [
    'what happens to the parts on my list you dont want to buy',
    'unbought parts returned?',
  ]),
  // Pickup: single CPUs and memory are shipped insured in ESD packaging
  ...paraphrases('pickup', 'de', { must: [ESD], pages: ESD_PAGES }, [
    'wie soll ich die cpus verpacken wenn ich die per post schicke',
    'Arbeitsspeicher antistatisch verpacken für Versand?',
  ]),
  ...paraphrases('pickup', 'en', { must: [ESD], pages: ESD_PAGES }, [
    'how should i pack the cpus if i post them to you',
    ['antistatic packaging for shipping ram?', 'de'],
  ]),
  // Services: counterfeit destruction documented on video on request, reference samples kept if agreed
  ...paraphrases('service', 'de', { must: [EVIDENCE_DE], pages: COUNTERFEIT }, [
    'könnt ihr ein paar von den fakes als beweis aufheben falls das gericht nochmal was sehen will',
    'Vernichtung filmen lassen?',
  ]),
  ...paraphrases('service', 'en', { must: [EVIDENCE_EN], pages: COUNTERFEIT }, [
    'can you keep a few of the fakes as evidence in case the court wants to see them again',
    'video of counterfeit destruction?',
  ]),
  // Cost of pickup: removal, crane or special packaging of industrial batteries is in the quote, no later surcharge
  ...paraphrases('pickup-cost', 'de', { must: [FIXED_REMOVAL_COST_DE], pages: INDUSTRIAL }, [
    'wenn ihr nen kran braucht um die batterieschränke rauszuholen, zahl ich das dann hinterher extra?',
    'Ausbaukosten Industriebatterien vorab fix?',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [FIXED_REMOVAL_COST_EN], pages: INDUSTRIAL }, [
    'if you need a crane to get the battery cabinets out, do i pay extra afterwards?',
    'industrial battery removal cost known upfront?',
  ]),
  // Pickup: what to tell us before industrial batteries are removed (type plate, number, weight, location and access)
  ...paraphrases('pickup', 'de', { must: [SITE_ACCESS_DE], pages: INDUSTRIAL }, [
    'was braucht ihr von mir damit ihr die usv batterien abholen könnt',
    'Angaben für Abholung Staplerbatterien',
  ]),
  ...paraphrases('pickup', 'en', { must: [SITE_ACCESS_EN], pages: INDUSTRIAL }, [
    'what do u need from me to come and get the ups batteries',
    'info needed forklift battery pickup',
  ]),
];
