import { COMPONENTS_SERVICE, CPUS, CREDIT_NOTE, DRIVES, EWASTE_DISPOSAL, EWASTE_RECYCLING, MINERS } from './expected';

/**
 * The expectations set N's tuning questions (questions-tuning-8n.ts) and its hold-out questions
 * (holdout-7n.ts) share: one definition for both parts.
 */

// Expectations of each group, the same in the tuning and the hold-out file.
export const PICKUP_PAPERS_DE = /Übernahmeschein|Wiegeschein/;
export const PICKUP_PAPERS_EN = /transfer note|weighing slip|weighbridge ticket/i;
export const PICKUP_PAPERS = [
  '/lithium-batterien',
  '/scooter-entsorgung',
  '/industrie-batterien',
  '/elektronikschrott-entsorgung',
  '/sustainability',
  '/team',
  '/',
];
export const LFP_DE = /Materialwert|Kostenbeitrag/;
export const LFP_EN = /material value|fee/i;
export const LITHIUM = ['/lithium-batterien'];
export const MAKER_DUTY_DE = /Rücknahmepflicht|zur Rücknahme verpflichtet/;
export const MAKER_DUTY_EN = /take-back dut|take-back obligation|obliged to take/i;
export const SECOND_LIFE_TEST_DE = /Innenwiderstand|Kapazität/;
export const SECOND_LIFE_TEST_EN = /internal resistance|capacity/i;
export const SECOND_LIFE_TEST = ['/lithium-batterien', '/mobilitaet-batterien', '/batteriespeicher-ankauf-recycling'];
export const FLEET_SERIALS_DE = /Fahrgestell|Seriennummer/;
export const FLEET_SERIALS_EN = /frame|serial/i;
export const SCOOTER = ['/scooter-entsorgung'];
export const MICROMOBILITY_DE = /Hoverboard|Mikromobilität|Monowheel|Skateboard/;
export const MICROMOBILITY_EN = /hoverboard|micromobility|monowheel|skateboard/i;
export const REMOVE_BATTERIES_DE = /entnehmen|getrennt|abgeklebt/;
export const REMOVE_BATTERIES_EN = /remove|separately|taped/i;
export const NO_SORTING_DE = /[Ss]ortieren müssen Sie nicht|nichts vorsortieren|grobe Liste/;
export const NO_SORTING_EN = /no need to (pre-)?sort|rough list/i;
export const NO_SORTING = [...EWASTE_DISPOSAL, '/elektronische-bauteile-ankauf'];
export const DEVICE_LOCKS = /MDM|BIOS/;
export const DEVICE_LOCK_PAGES = [...EWASTE_RECYCLING, ...EWASTE_DISPOSAL];
export const PARTICLES = /mm²|H-4|E-3/;
export const SMALL_MEDIA_DE = /USB|Speicherkarte/;
export const SMALL_MEDIA_EN = /USB|memory card/i;
export const SMALL_MEDIA = [...DRIVES, ...EWASTE_DISPOSAL];
export const MEDICAL_DRIVES_DE = /Techniker|vor Ort|verplombt/;
export const MEDICAL_DRIVES_EN = /technician|on site|at your site|your premises|sealed/i;
export const LARGE_DEVICES_DE = /Begehung|demontiert|Demontage/;
export const LARGE_DEVICES_EN = /survey|dismantl/i;
export const HELD_GOODS_DE = /verschlossen|zugangskontrolliert|Freigabe/;
export const HELD_GOODS_EN = /locked|access-controlled|release/i;
export const LEGAL_ADVICE_DE = /Anwalt|rechtliche Beratung/;
export const LEGAL_ADVICE_EN = /lawyer|counsel|legal advice/i;
export const MINER_VALUE_DE = /Hashrate|J\/TH|Effizienz|Hashboard/;
export const MINER_VALUE_EN = /hashrate|J\/TH|efficiency|hashboard/i;
export const POOL_WALLET_DE = /Pool|Wallet/;
export const POOL_WALLET_EN = /pool|wallet/i;
export const SALE_RECORD_DE = /Ankaufbeleg|Gutschrift/;
export const SALE_RECORD_EN = /purchase receipt|credit note/i;
export const SALE_RECORD = [...MINERS, ...CREDIT_NOTE];
export const MEMORY_LOTS_DE = /[Ss]ortenrein|gleicher Kapazität|gemischt/;
export const MEMORY_LOTS_EN = /uniform lots|same capacity|mixed/i;
export const DESOLDERED_DE = /[Aa]usgelötet|Recycling/;
export const DESOLDERED_EN = /desoldered|recycl/i;
export const COMPONENTS_PAGE = ['/elektronische-bauteile-ankauf'];
export const FAKE_PARTS_DE = /Mikroskop|Herkunft/;
export const FAKE_PARTS_EN = /microscope|origin/i;
export const UNBOUGHT_PARTS_DE = /Rücksendung|zurück|[Rr]ecycl/;
export const UNBOUGHT_PARTS_EN = /send them back|return|recycl/i;
export const ESD = /ESD/;
export const ESD_PAGES = [...CPUS, ...COMPONENTS_SERVICE];
export const EVIDENCE_DE = /Belegmuster|Video/;
export const EVIDENCE_EN = /reference sample|video/i;
export const FIXED_REMOVAL_COST_DE = /Nachforderung|im Angebot|vor Auftrag/;
export const FIXED_REMOVAL_COST_EN = /no later surcharge|in the quote|before you commit/i;
export const SITE_ACCESS_DE = /Etage|Aufzug|Rampe|Zugänglichkeit|Typenschild/;
export const SITE_ACCESS_EN = /floor|lift|ramp|access|rating plate/i;
