import {
  conversation,
  ATTEND_DESTRUCTION_DE,
  BANK_TRANSFER_EN,
  BATTERY_STORAGE_DE,
  CHAT_DAYS_EN,
  CRASH_BATTERY_DE,
  DEFECTIVE_CPU_DE,
  DRIVE_DESTRUCTION_COST_DE,
  EWASTE_DOCUMENTS_EN,
  FOUNDED_NOT_PICKUP_DE,
  FREE_INVERTERS_FOLLOW_UP_DE,
  FREE_INVERTERS_FOLLOW_UP_EN,
  FREE_MODULES_FOLLOW_UP_EN,
  HOURS_NOT_GPU_EN,
  IN_ENGLISH_PAYMENT,
  MEDICAL_DATA_DE,
  MEDICAL_DRIVES_EN,
  MEDICAL_RESALE_EN,
  MINIMUM_QUANTITY_EN,
  NO_BITCOIN_EN,
  ON_SITE_DRIVES_DE,
  PAYMENT_DAYS_DE,
  PRIVATE_HOUSEHOLDS_EN,
  QUOTE_VALIDITY_EN,
  SATURDAY_DE,
  SCOOTER_PICKUP_COST_DE,
  SERVERS_AUSTRIA_DE,
  SINGLE_BLOCKS_DE,
  SSD_LEVEL_EN,
  STATUS_LINK_DE,
  SWITZERLAND_EN,
  type Conversation,
} from '../follow-ups-expected';

/**
 * The follow-up set's hold-out part: one conversation of each group, chosen by a hash of its text
 * before the engine kept any context. The engine is never tuned on these; do not read them while
 * changing it (docs/assistant.md).
 */
export const followUpsHoldout: Conversation[] = [
  // servers-austria
  conversation(
    'de',
    ['Ich hab drei PowerEdge R750 übrig, was sind die wert?', 'geht abholung auch in österreich?'],
    SERVERS_AUSTRIA_DE,
  ),
  // defective-cpu
  conversation('de', ['Was zahlt ihr für einen Xeon Platinum 8480+?', 'Und wenn der defekt ist?'], DEFECTIVE_CPU_DE),
  // drives-on-site
  conversation(
    'de',
    ['Wir müssen 200 alte Festplatten DSGVO-konform vernichten lassen.', 'Könnt ihr dafür zu uns in die Firma kommen?'],
    ON_SITE_DRIVES_DE,
  ),
  // drive-destruction-cost
  conversation(
    'de',
    ['Ich will USB-Sticks und SSDs sicher vernichten lassen', 'mit welchen Kosten muss ich rechnen?'],
    DRIVE_DESTRUCTION_COST_DE,
  ),
  // attend-destruction
  conversation(
    'de',
    ['Wir haben gefälschte Markenware vom Zoll, könnt ihr die vernichten?', 'Darf unsere Kanzlei zuschauen?'],
    ATTEND_DESTRUCTION_DE,
  ),
  // single-blocks
  conversation('de', ['Nehmt ihr USV-Batterien zurück?', 'Auch einzelne Blöcke?'], SINGLE_BLOCKS_DE),
  // battery-storage
  conversation(
    'de',
    ['Kauft ihr gebrauchte Lithium-Ionen-Akkus an?', 'und wie muss ich sie bis zur Abholung lagern?'],
    BATTERY_STORAGE_DE,
  ),
  // crash-battery
  conversation(
    'de',
    [
      'Wir sind eine Werkstatt und haben Traktionsbatterien aus Elektroautos.',
      'Was ist, wenn eine davon beschädigt ist?',
    ],
    CRASH_BATTERY_DE,
  ),
  // weekend
  conversation('de', ['Bis wann seid ihr erreichbar?', 'Und samstags?'], SATURDAY_DE),
  // sell-list-status
  conversation(
    'de',
    [
      'Ich möchte mehrere Geräte über die Ankaufsliste verkaufen.',
      'Kann ich danach verfolgen, was mit meiner Anfrage passiert?',
    ],
    STATUS_LINK_DE,
  ),
  // in-english
  conversation('en', ['Wie schnell bezahlt ihr?', 'Und das Ganze bitte auf Englisch?'], IN_ENGLISH_PAYMENT),
  // scooter-pickup-cost
  conversation(
    'de',
    ['Wir haben eine Flotte alter E-Scooter.', 'Müssen wir für das Abholen bezahlen?'],
    SCOOTER_PICKUP_COST_DE,
  ),
  // own-subject-de
  conversation('de', ['Holt ihr Akkus ab?', 'Seit wann gibt es euch eigentlich?'], FOUNDED_NOT_PICKUP_DE),
  // free-modules
  conversation('en', ['sell old pv modules?', 'min quantity for free pickup?'], FREE_MODULES_FOLLOW_UP_EN),
  // free-inverters
  conversation('en', ['Do you buy SMA inverters?', 'How many do I need for free pickup?'], FREE_INVERTERS_FOLLOW_UP_EN),
  // no-bitcoin
  conversation('en', ['Do you buy Antminer S19?', 'Can you pay me in Bitcoin?'], NO_BITCOIN_EN),
  // quote-validity
  conversation('en', ['Selling GPU mining rigs – interested?', 'does the quote expire?'], QUOTE_VALIDITY_EN),
  // medical-drives
  conversation(
    'en',
    ['recycling of medical devices?', 'and the patient data on them – who removes the drives?'],
    MEDICAL_DRIVES_EN,
  ),
  // medical-resale
  conversation('en', ['Do you buy used medical technology?', 'may you resell it?'], MEDICAL_RESALE_EN),
  // private-households
  conversation(
    'en',
    ['Can you take old computers and monitors?', "I'm a private person, not a company – does that work?"],
    PRIVATE_HOUSEHOLDS_EN,
  ),
  // ewaste-documents
  conversation('en', ['We need to get rid of 50 office PCs.', 'Will we get proof of disposal?'], EWASTE_DOCUMENTS_EN),
  // minimum-quantity
  conversation('en', ['selling excess FPGA stock?', "what's the minimum amount?"], MINIMUM_QUANTITY_EN),
  // payment-method
  conversation('en', ['how long until payment?', 'is it paid into my bank account?'], BANK_TRANSFER_EN),
  // chat-days
  conversation('en', ['Do you store this chat?', 'For how long?'], CHAT_DAYS_EN),
  // ssd-level
  conversation('en', ['What DIN 66399 level do you shred HDDs to?', 'what about flash memory?'], SSD_LEVEL_EN),
  // switzerland
  conversation(
    'en',
    ['Can you collect our old batteries?', 'we are based in Zurich, is that possible too?'],
    SWITZERLAND_EN,
  ),
  // own-subject-en
  conversation('en', ['How much for an RTX 4090?', 'What are your opening hours?'], HOURS_NOT_GPU_EN),
  // free-inverters-de
  conversation(
    'de',
    ['Kauft ihr SMA-Wechselrichter?', 'Ab wie vielen Stück holt ihr kostenlos ab?'],
    FREE_INVERTERS_FOLLOW_UP_DE,
  ),
  // payment-days-de
  conversation('de', ['Gibt es das Geld per Überweisung?', 'nach wie vielen Tagen?'], PAYMENT_DAYS_DE),
  // medical-data-de
  conversation(
    'de',
    ['Wir lösen eine Praxis auf und haben ein altes MRT.', 'Wie stellt ihr sicher, dass die Daten weg sind?'],
    MEDICAL_DATA_DE,
  ),
];
