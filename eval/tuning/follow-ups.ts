import {
  conversation,
  ADDRESS_NOT_DRIVES_DE,
  ATTEND_DESTRUCTION_DE,
  BANK_TRANSFER_EN,
  BATTERY_STORAGE_DE,
  CHAT_DAYS_EN,
  CRASH_BATTERY_DE,
  DEFECTIVE_CPU_DE,
  DRIVE_DESTRUCTION_COST_DE,
  EWASTE_DOCUMENTS_EN,
  FOUNDED_NOT_DRIVES_EN,
  FREE_INVERTERS_FOLLOW_UP_DE,
  FREE_INVERTERS_FOLLOW_UP_EN,
  FREE_MODULES_FOLLOW_UP_EN,
  HOURS_NOT_GPU_DE,
  IN_ENGLISH_PICKUP,
  IN_ENGLISH_PRICE,
  MEDICAL_DATA_DE,
  MEDICAL_DRIVES_EN,
  MEDICAL_RESALE_EN,
  MINIMUM_QUANTITY_EN,
  NO_BITCOIN_EN,
  ON_SITE_DRIVES_DE,
  PAYMENT_DAYS_DE,
  PHONE_NOT_MINERS_EN,
  PRIVATE_HOUSEHOLDS_EN,
  QUOTE_VALIDITY_EN,
  SATURDAY_DE,
  SCOOTER_PICKUP_COST_DE,
  SERVERS_AUSTRIA_DE,
  SINGLE_BLOCKS_DE,
  SSD_LEVEL_EN,
  STATUS_LINK_DE,
  SUNDAY_DE,
  SWITZERLAND_EN,
  type Conversation,
} from '../follow-ups-expected';

/**
 * The follow-up set's tuning part: two of the three conversations of each group (the third is
 * in ../holdout/follow-ups.ts, chosen by a hash of its text before the engine kept any context).
 */
export const followUpsTuning: Conversation[] = [
  // servers-austria
  conversation(
    'de',
    ['Was zahlt ihr für einen Dell PowerEdge R750?', 'Holt ihr die auch in Wien ab?'],
    SERVERS_AUSTRIA_DE,
  ),
  conversation(
    'de',
    ['Dell R750 Server verkaufen, was bekomme ich?', 'Und kommt ihr dafür auch nach Österreich?'],
    SERVERS_AUSTRIA_DE,
  ),
  // defective-cpu
  conversation('de', ['Intel Xeon 8480+ verkaufen', 'Nehmt ihr den auch kaputt?'], DEFECTIVE_CPU_DE),
  conversation('de', ['Ich habe einen i9-14900KS, was bringt der?', 'und mit verbogenen Pins?'], DEFECTIVE_CPU_DE),
  // drives-on-site
  conversation('de', ['Vernichtet ihr Festplatten?', 'Geht das auch bei uns vor Ort?'], ON_SITE_DRIVES_DE),
  conversation(
    'de',
    [
      'Datenträgervernichtung nach DIN 66399 – macht ihr das?',
      'Und direkt in unserem Haus, ohne dass die Platten rausgehen?',
    ],
    ON_SITE_DRIVES_DE,
  ),
  // drive-destruction-cost
  conversation('de', ['Vernichtet ihr auch SSDs?', 'Was kostet das?'], DRIVE_DESTRUCTION_COST_DE),
  conversation('de', ['Macht ihr Datenträgervernichtung?', 'und der Preis dafür?'], DRIVE_DESTRUCTION_COST_DE),
  // attend-destruction
  conversation('de', ['Vernichtet ihr Plagiate?', 'Kann ich dabei sein?'], ATTEND_DESTRUCTION_DE),
  conversation(
    'de',
    ['Produktfälschungen entsorgen lassen – geht das bei euch?', 'Können wir bei der Vernichtung anwesend sein?'],
    ATTEND_DESTRUCTION_DE,
  ),
  // single-blocks
  conversation(
    'de',
    ['Wir tauschen die Batterien unserer USV-Anlage.', 'Holt ihr auch nur ein paar Blöcke ab?'],
    SINGLE_BLOCKS_DE,
  ),
  conversation(
    'de',
    ['Staplerbatterien entsorgen, macht ihr das?', 'und wenn es nur eine einzelne ist?'],
    SINGLE_BLOCKS_DE,
  ),
  // battery-storage
  conversation('de', ['Holt ihr Lithium-Akkus ab?', 'Muss ich die vorher entladen?'], BATTERY_STORAGE_DE),
  conversation(
    'de',
    ['Wir haben 30 E-Bike-Akkus, die weg müssen.', 'Sollen wir die vor der Abholung leer machen?'],
    BATTERY_STORAGE_DE,
  ),
  // crash-battery
  conversation('de', ['Kauft ihr Batterien aus E-Autos?', 'Auch nach einem Unfall?'], CRASH_BATTERY_DE),
  conversation('de', ['Nehmt ihr Hochvolt-Akkus von E-Autos?', 'und Unfallbatterien?'], CRASH_BATTERY_DE),
  // weekend
  conversation('de', ['Wann habt ihr geöffnet?', 'und sonntags?'], SUNDAY_DE),
  conversation('de', ['Wie sind eure Öffnungszeiten?', 'Auch am Samstag?'], SATURDAY_DE),
  // sell-list-status
  conversation(
    'de',
    ['Wie funktioniert die Ankaufsliste?', 'Und wo sehe ich dann, wie weit meine Anfrage ist?'],
    STATUS_LINK_DE,
  ),
  conversation(
    'de',
    [
      'Kann ich über die Ankaufsliste viele Geräte auf einmal anbieten?',
      'Bekomme ich einen Link, um den Stand zu sehen?',
    ],
    STATUS_LINK_DE,
  ),
  // in-english
  conversation('en', ['Was zahlt ihr für eine RTX 4080 SUPER?', 'und auf Englisch?'], IN_ENGLISH_PRICE),
  conversation('en', ['Holt ihr Akkus bundesweit ab?', 'kannst du das auf englisch sagen?'], IN_ENGLISH_PICKUP),
  // scooter-pickup-cost
  conversation('de', ['Holt ihr E-Scooter-Akkus ab?', 'Kostet die Abholung etwas?'], SCOOTER_PICKUP_COST_DE),
  conversation('de', ['Entsorgt ihr E-Scooter?', 'ist die abholung gratis?'], SCOOTER_PICKUP_COST_DE),
  // own-subject-de
  conversation('de', ['Was zahlt ihr für eine RTX 4090?', 'Wie sind eure Öffnungszeiten?'], HOURS_NOT_GPU_DE),
  conversation('de', ['Vernichtet ihr Festplatten?', 'Wo sitzt ihr eigentlich?'], ADDRESS_NOT_DRIVES_DE),
  // free-modules
  conversation(
    'en',
    ['Do you buy used solar panels?', 'From how many do you collect for free?'],
    FREE_MODULES_FOLLOW_UP_EN,
  ),
  conversation(
    'en',
    ['We are dismantling a PV system with 80 panels. Do you take them?', 'Is the pickup free for that amount?'],
    FREE_MODULES_FOLLOW_UP_EN,
  ),
  // free-inverters
  conversation(
    'en',
    ['What do you pay for a Fronius Symo?', 'and is transport free if I have several?'],
    FREE_INVERTERS_FOLLOW_UP_EN,
  ),
  conversation(
    'en',
    ['I have some old Huawei SUN2000 inverters.', 'do you pick them up free of charge?'],
    FREE_INVERTERS_FOLLOW_UP_EN,
  ),
  // no-bitcoin
  conversation('en', ['We want to sell our mining farm.', 'Do you pay in crypto?'], NO_BITCOIN_EN),
  conversation('en', ["What's a Whatsminer M50 worth to you?", 'and payment in BTC possible?'], NO_BITCOIN_EN),
  // quote-validity
  conversation('en', ['Do you buy used ASIC miners?', 'How long is your offer valid?'], QUOTE_VALIDITY_EN),
  conversation(
    'en',
    ['We have 40 Antminer S21 units to sell.', 'If you quote us, how long does the price hold?'],
    QUOTE_VALIDITY_EN,
  ),
  // medical-drives
  conversation(
    'en',
    ['Do you recycle ultrasound machines from a hospital?', 'Who takes out the hard drives?'],
    MEDICAL_DRIVES_EN,
  ),
  conversation(
    'en',
    [
      'We are a clinic replacing our MRI equipment. Can you take the old devices?',
      'Do you remove the hard disks yourselves?',
    ],
    MEDICAL_DRIVES_EN,
  ),
  // medical-resale
  conversation('en', ['Can you take our old patient monitors?', 'Can they be resold at all?'], MEDICAL_RESALE_EN),
  conversation(
    'en',
    ['We are closing a practice and have diagnostic devices.', 'Is it even legal to sell used medical devices?'],
    MEDICAL_RESALE_EN,
  ),
  // private-households
  conversation('en', ['Do you recycle e-waste?', 'Also for private households?'], PRIVATE_HOUSEHOLDS_EN),
  conversation('en', ['What do you do with old IT equipment?', 'is that only for companies?'], PRIVATE_HOUSEHOLDS_EN),
  // ewaste-documents
  conversation('en', ['Do you dispose of old laptops and servers?', 'Which documents do I get?'], EWASTE_DOCUMENTS_EN),
  conversation('en', ['e-waste pickup for our office?', 'and paperwork afterwards?'], EWASTE_DOCUMENTS_EN),
  // minimum-quantity
  conversation('en', ['Do you buy electronic components?', 'Is there a minimum quantity?'], MINIMUM_QUANTITY_EN),
  conversation(
    'en',
    ['We have surplus ICs from a cancelled project.', 'Do you also take small quantities?'],
    MINIMUM_QUANTITY_EN,
  ),
  // payment-method
  conversation('en', ['How fast do you pay?', 'And how do you pay – cash?'], BANK_TRANSFER_EN),
  conversation('en', ['When do I get my money after selling?', 'by which method?'], BANK_TRANSFER_EN),
  // chat-days
  conversation('en', ['Are my messages to you saved?', 'when are they deleted?'], CHAT_DAYS_EN),
  conversation('en', ['does this chatbot keep what I write?', 'how many days?'], CHAT_DAYS_EN),
  // ssd-level
  conversation('en', ['Which security level do you use for hard drives?', 'And for SSDs?'], SSD_LEVEL_EN),
  conversation('en', ['Do you destroy hard drives to H-4?', 'and USB sticks?'], SSD_LEVEL_EN),
  // switzerland
  conversation('en', ['Do you pick up lithium batteries?', 'What about in Switzerland?'], SWITZERLAND_EN),
  conversation('en', ['battery pickup?', 'also in switzerland?'], SWITZERLAND_EN),
  // own-subject-en
  conversation('en', ['Do you buy Antminer S19?', "What's your phone number?"], PHONE_NOT_MINERS_EN),
  conversation('en', ['Do you shred hard drives?', 'When was your company founded?'], FOUNDED_NOT_DRIVES_EN),
  // free-inverters-de
  conversation(
    'de',
    ['Was zahlt ihr für einen Fronius Symo?', 'Und ist der Transport gratis, wenn ich mehrere habe?'],
    FREE_INVERTERS_FOLLOW_UP_DE,
  ),
  conversation(
    'de',
    ['Wir haben 12 alte Huawei-Wechselrichter.', 'holt ihr die umsonst ab?'],
    FREE_INVERTERS_FOLLOW_UP_DE,
  ),
  // payment-days-de
  conversation('de', ['Wie bezahlt ihr?', 'und wie lange dauert das?'], PAYMENT_DAYS_DE),
  conversation('de', ['Zahlt ihr bar oder per Überweisung?', 'Wann ist das Geld dann auf dem Konto?'], PAYMENT_DAYS_DE),
  // medical-data-de
  conversation(
    'de',
    ['Recycelt ihr Ultraschallgeräte aus dem Krankenhaus?', 'Was passiert mit den Patientendaten darauf?'],
    MEDICAL_DATA_DE,
  ),
  conversation('de', ['Nehmt ihr Medizintechnik?', 'und die Festplatten mit Patientendaten?'], MEDICAL_DATA_DE),
];
