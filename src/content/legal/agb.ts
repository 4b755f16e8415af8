import type { Locale, Localized } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';
import { binding } from '../binding';
import { claims } from '../claims';
import { company } from '../company';
import { promise } from '../promises';
import { cityName, legalTextsUpdated } from './shared';
import type { LegalDocument } from './types';
import { legalDocument } from './typography';

/**
 * Allgemeine Geschäftsbedingungen for buying used goods and for recycling services, §§ 1–9.
 * Figures (valuation time, payment term) come from src/content/claims.ts, so the terms, the pages
 * and the assistant always agree.
 */

const units: Localized<{ hours: string; days: string }> = {
  de: { hours: 'Stunden', days: 'Tagen' },
  en: { hours: 'hours', days: 'days' },
};

/** „24–48 Stunden“ / "24–48 hours". */
function valuationWindow(locale: Locale): string {
  const { min, max } = claims.valuationHours;
  return `${formatNumber(min, locale)}–${formatNumber(max, locale)} ${units[locale].hours}`;
}

/** „14 Tagen“ (as in „innerhalb von 14 Tagen“) / "14 days". */
function paymentTerm(locale: Locale): string {
  return `${formatNumber(claims.paymentDays, locale)} ${units[locale].days}`;
}

export const agb: Localized<LegalDocument> = {
  de: legalDocument({
    title: 'Allgemeine Geschäftsbedingungen',
    lead: `Diese Bedingungen gelten für den Ankauf gebrauchter Waren und für Recyclingleistungen der ${company.legalName}. Sie regeln, wie aus einem unverbindlichen Richtpreis ein Vertrag wird, wie wir abholen, prüfen und bezahlen und wie wir mit Datenträgern umgehen.`,
    updated: legalTextsUpdated,
    numbering: 'paragraph',
    tableOfContents: true,
    sections: [
      {
        id: 'geltungsbereich',
        heading: 'Geltungsbereich',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge zwischen der ${company.legalName} („wir“) und ihren Kundinnen und Kunden („Sie“) über den Ankauf gebrauchter Waren – insbesondere Batterien und Akkus, Elektronik- und IT-Hardware, elektronische Bauteile, Solar- und Speichertechnik sowie Mining-Hardware – und über Recycling-, Entsorgungs-, Abhol- und Vernichtungsleistungen.`,
              'Sie gelten gegenüber Verbrauchern (§ 13 BGB) und Unternehmern (§ 14 BGB). Bestimmungen, die nur gegenüber Unternehmern oder Kaufleuten gelten, sagen das ausdrücklich.',
              'Abweichende oder ergänzende Bedingungen von Unternehmern werden nur Vertragsbestandteil, wenn wir ihnen ausdrücklich in Textform zustimmen. Individuelle Vereinbarungen haben stets Vorrang (§ 305b BGB).',
            ],
          },
        ],
      },
      {
        id: 'angebote-und-preise',
        heading: 'Angebote und unverbindliche Preise',
        blocks: [
          {
            kind: 'clauses',
            items: [
              'Preise, die wir auf unserer Website, in Preislisten, über den Chat-Assistenten oder im Gespräch nennen – insbesondere „bis zu“-Preise und die Summe einer Ankaufsliste –, sind unverbindliche Richtwerte und kein bindendes Angebot. Sie gelten für vollständige, funktionsfähige Ware in gutem Zustand und für den Stand der jeweiligen Preisliste.',
              'Der tatsächliche Ankaufspreis hängt insbesondere von Zustand, Vollständigkeit, Funktion, Menge und der Marktlage am Tag der Prüfung ab. Er wird erst nach Prüfung der Ware festgelegt (§ 5).',
              'Eine Vorabbewertung anhand von Fotos, Listen oder Beschreibungen ist für Sie kostenlos und unverbindlich.',
              'Preise für kostenpflichtige Leistungen, etwa Demontage, Containerdienst oder Vernichtung mit Nachweis, nennen wir Ihnen vor der Beauftragung in einem Angebot. Ob und in welcher Höhe Umsatzsteuer anfällt, weisen wir im Angebot und in der Abrechnung aus.',
            ],
          },
        ],
      },
      {
        id: 'vertragsschluss',
        heading: 'Vertragsschluss',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `${binding.offer('de')} Sie nehmen es auf der Statusseite Ihrer Anfrage oder in Textform an; damit kommt der Kaufvertrag zustande. Schweigen gilt nie als Annahme.`,
              'Weicht die Ware bei der Prüfung (§ 5) von Ihren Angaben ab – etwa in Menge oder Zustand –, nennen wir Ihnen den geänderten Preis der betroffenen Position mit Grund. Sind Sie damit nicht einverstanden, senden wir Ihnen diese Position kostenlos zurück oder verwerten sie auf Ihren Wunsch.',
              'Ohne vorheriges Angebot ist unsere Bewertung nach der Prüfung (§ 5) ein verbindliches Angebot zum Ankauf. Der Kaufvertrag kommt zustande, wenn Sie es in Textform, zum Beispiel per E-Mail, annehmen.',
              'Verträge über Recycling-, Abhol- und Vernichtungsleistungen kommen mit unserer Auftragsbestätigung in Textform zustande, spätestens mit Beginn der Leistung.',
              'Sie versichern, dass Sie Eigentümer der Ware oder zu ihrer Veräußerung berechtigt sind und dass die Ware frei von Rechten Dritter ist. Wir dürfen einen Nachweis über Herkunft und Verfügungsberechtigung verlangen.',
            ],
          },
        ],
      },
      {
        id: 'uebergabe-und-abholung',
        heading: 'Übergabe, Abholung und Transport',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `Sie können die Ware bei uns anliefern, an uns versenden oder von uns abholen lassen. ${promise.freePickupTerms('de')} Für kleinere Mengen und andere Orte nennen wir Ihnen die Transportkosten vorab im Angebot.`,
              'Batterien, Akkus und andere Gefahrgüter befördern wir oder von uns beauftragte Transportunternehmen nach den Vorschriften des ADR in dafür zugelassenen Behältern. Bitte teilen Sie uns Art, Menge, Gewicht und Zustand der Ware vorab wahrheitsgemäß mit, insbesondere beschädigte, aufgeblähte, überhitzte oder ausgelaufene Lithium-Batterien. Versenden Sie selbst, beachten Sie bitte unsere Verpackungshinweise.',
              'Sie sorgen dafür, dass die Ware zum vereinbarten Abholtermin zugänglich und transportfähig bereitsteht. Entstehen durch schuldhaft unrichtige oder unvollständige Angaben zu Gefahrgut Mehrkosten, etwa für einen Sondertransport, tragen Sie diese.',
              'Die Gefahr des zufälligen Untergangs und der zufälligen Verschlechterung geht mit der Übergabe an uns oder an das von uns beauftragte Transportunternehmen auf uns über; versenden Sie die Ware selbst, mit ihrem Eingang bei uns.',
            ],
          },
        ],
      },
      {
        id: 'pruefung-und-bewertung',
        heading: 'Prüfung und Bewertung',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `Wir prüfen die Ware innerhalb von ${valuationWindow('de')} nach Eingang bei uns (an Werktagen): Vollständigkeit, äußerer Zustand, Funktion und, wo sinnvoll, Kapazität oder Leistung.`,
              'Auf Grundlage der Prüfung erhalten Sie unsere Bewertung in Textform mit dem Ankaufspreis. Weicht er von einem zuvor genannten Richtwert ab, nennen wir die Gründe.',
              'Nehmen Sie die Bewertung nicht an, senden wir Ihnen die Ware zurück oder halten sie zur Abholung bereit. Die Kosten der Rücksendung tragen wir, es sei denn, Ihre Angaben zur Ware waren unzutreffend. Auf Ihren Wunsch übernehmen wir die Ware stattdessen zur fachgerechten Verwertung.',
            ],
          },
        ],
      },
      {
        id: 'zahlung',
        heading: 'Zahlung',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `Den vereinbarten Ankaufspreis zahlen wir per Überweisung innerhalb von ${paymentTerm('de')} nach Bewertung und Übernahme der Ware auf das Konto, das Sie uns in Textform nennen. Barzahlungen leisten wir nicht.`,
              'Über die angekaufte Ware erhalten Sie von uns eine Gutschrift mit den endgültigen Preisen; Umsatzsteuer weist sie aus, wenn Sie als umsatzsteuerpflichtiges Unternehmen verkaufen. Stimmt eine Angabe darin nicht, widersprechen Sie bitte in Textform.',
              'Übernommen ist die Ware, wenn Sie unsere Bewertung angenommen haben und die Ware bei uns ist. Mit der Annahme geht das Eigentum an der Ware auf uns über.',
              'Vergütungen für kostenpflichtige Leistungen stellen wir Ihnen in Rechnung; sie sind innerhalb der im Angebot genannten Frist ohne Abzug zahlbar.',
              'Haben Sie zugleich Ware verkauft und kostenpflichtige Leistungen beauftragt, dürfen wir beides miteinander verrechnen; die Verrechnung weisen wir in der Abrechnung aus.',
            ],
          },
        ],
      },
      {
        id: 'datentraeger',
        heading: 'Datenträger und Vernichtungsnachweise',
        blocks: [
          {
            kind: 'clauses',
            items: [
              'Bitte sichern Sie Ihre Daten vor der Übergabe und heben Sie Konto- und Gerätesperren (z. B. Aktivierungssperren) auf. Eine Datensicherung übernehmen wir nicht.',
              'Datenträger in der übergebenen Ware löschen wir mit anerkannten Verfahren oder vernichten sie physisch nach DIN 66399 in der Schutzklasse und Sicherheitsstufe, die wir mit Ihnen vereinbaren. Ohne besondere Vereinbarung löschen wir Datenträger vollständig, bevor ein Gerät weiterverwendet wird, und vernichten Datenträger, die sich nicht sicher löschen lassen.',
              'Für jede beauftragte Löschung oder Vernichtung erhalten Sie ein Protokoll oder ein Vernichtungszertifikat mit Seriennummern, Verfahren, Sicherheitsstufe und Datum. Entsorgungsnachweise nach den abfallrechtlichen Vorschriften stellen wir auf Wunsch aus.',
              'Soweit wir dabei personenbezogene Daten in Ihrem Auftrag verarbeiten, schließen wir mit Ihnen einen Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO.',
              'Für die Vernichtung von Produktfälschungen gelten ergänzend die Vereinbarungen im jeweiligen Auftrag; auf Wunsch vernichten wir unter Aufsicht und dokumentieren die Vernichtung für Behörden und Rechteinhaber.',
            ],
          },
        ],
      },
      {
        id: 'haftung',
        heading: 'Haftung',
        blocks: [
          {
            kind: 'clauses',
            items: [
              'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben.',
              'Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, also solcher Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. Die Haftung ist dann auf den vertragstypischen, vorhersehbaren Schaden begrenzt.',
              'Im Übrigen ist unsere Haftung ausgeschlossen. Diese Beschränkungen gelten auch zugunsten unserer Mitarbeiterinnen und Mitarbeiter, Vertreter und Erfüllungsgehilfen.',
              'Die vereinbarte Löschung oder Vernichtung von Datenträgern (§ 7) ist Teil unserer Leistung; für den damit verbundenen Verlust der gespeicherten Daten haften wir nicht.',
            ],
          },
        ],
      },
      {
        id: 'schlussbestimmungen',
        heading: 'Schlussbestimmungen',
        blocks: [
          {
            kind: 'clauses',
            items: [
              'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG). Gegenüber Verbrauchern gilt diese Rechtswahl nur, soweit Ihnen dadurch nicht der Schutz zwingender Vorschriften des Staates Ihres gewöhnlichen Aufenthalts entzogen wird.',
              `Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ${cityName('de')} ausschließlicher Gerichtsstand für alle Streitigkeiten aus dem Vertragsverhältnis. Wir dürfen Sie auch an Ihrem allgemeinen Gerichtsstand verklagen.`,
              'Sind einzelne Bestimmungen unwirksam, bleibt der Vertrag im Übrigen wirksam; an die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften (§ 306 BGB).',
              'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
            ],
          },
        ],
      },
    ],
  }),
  en: legalDocument({
    title: 'General terms and conditions',
    lead: `These terms apply to the purchase of used goods and to recycling services by ${company.legalName}. They set out how an indicative price becomes a contract, how we collect, inspect and pay, and how we handle data carriers.`,
    updated: legalTextsUpdated,
    numbering: 'paragraph',
    tableOfContents: true,
    sections: [
      {
        id: 'geltungsbereich',
        heading: 'Scope',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `These general terms and conditions apply to all contracts between ${company.legalName} (“we”) and its customers (“you”) for the purchase of used goods – in particular batteries and rechargeable batteries, electronics and IT hardware, electronic components, solar and storage equipment and mining hardware – and for recycling, disposal, pickup and destruction services.`,
              'They apply to consumers (§ 13 BGB) and to businesses (§ 14 BGB). Provisions that apply only to businesses or merchants say so expressly.',
              'Deviating or additional terms of a business become part of the contract only if we expressly agree to them in text form. Individual agreements always take precedence (§ 305b BGB).',
            ],
          },
        ],
      },
      {
        id: 'angebote-und-preise',
        heading: 'Offers and indicative prices',
        blocks: [
          {
            kind: 'clauses',
            items: [
              'Prices we state on our website, in price lists, through the chat assistant or in conversation – in particular “up to” prices and the total of a sell list – are indicative and not a binding offer. They apply to complete, working goods in good condition and to the date of the price list concerned.',
              'The actual purchase price depends in particular on condition, completeness, function, quantity and the market on the day of inspection. It is set only after the goods have been inspected (§ 5).',
              'A preliminary valuation based on photos, lists or descriptions is free of charge and without obligation.',
              'For chargeable services such as dismantling, container service or destruction with certificate, we give you a quote before you place the order. Whether VAT applies, and how much, is shown in the quote and in the statement.',
            ],
          },
        ],
      },
      {
        id: 'vertragsschluss',
        heading: 'Conclusion of contract',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `${binding.offer('en')} You accept it on the status page of your request or in text form; this concludes the purchase contract. Silence never counts as acceptance.`,
              'If the goods differ from your description when we inspect them (§ 5) – for instance in quantity or condition –, we tell you the changed price of the line concerned and why. If you do not agree, we return that line to you free of charge or, if you wish, recycle it.',
              'Without a prior offer, our valuation after inspection (§ 5) is a binding offer to buy. The purchase contract is concluded when you accept it in text form, for example by email.',
              'Contracts for recycling, pickup and destruction services are concluded with our order confirmation in text form, at the latest when we begin the work.',
              'You confirm that you own the goods or are entitled to sell them and that they are free of third-party rights. We may ask for proof of origin and of your right to dispose of the goods.',
            ],
          },
        ],
      },
      {
        id: 'uebergabe-und-abholung',
        heading: 'Handover, pickup and transport',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `You can bring the goods to us, send them to us or have us collect them. ${promise.freePickupTerms('en')} For smaller quantities and other places our quote states the transport cost in advance.`,
              'We, or carriers we appoint, transport batteries and other dangerous goods under the ADR rules in approved containers. Please tell us the type, quantity, weight and condition of the goods truthfully in advance, in particular any damaged, swollen, overheated or leaking lithium batteries. If you ship the goods yourself, please follow our packaging instructions.',
              'You make sure that the goods are accessible and ready for transport at the agreed pickup time. If incorrect or incomplete information about dangerous goods for which you are responsible causes extra costs, such as a special transport, you bear them.',
              'The risk of accidental loss and accidental deterioration passes to us on handover to us or to the carrier we appointed; if you ship the goods yourself, when they arrive at our premises.',
            ],
          },
        ],
      },
      {
        id: 'pruefung-und-bewertung',
        heading: 'Inspection and valuation',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `We inspect the goods within ${valuationWindow('en')} of their arrival (on working days): completeness, external condition, function and, where relevant, capacity or performance.`,
              'Based on the inspection you receive our valuation in text form, stating the purchase price. If it differs from an indicative price given earlier, we explain why.',
              'If you do not accept the valuation, we return the goods to you or keep them ready for collection. We bear the cost of returning them unless the information you gave us about the goods was incorrect. If you wish, we take the goods for proper recycling instead.',
            ],
          },
        ],
      },
      {
        id: 'zahlung',
        heading: 'Payment',
        blocks: [
          {
            kind: 'clauses',
            items: [
              `We pay the agreed purchase price by bank transfer within ${paymentTerm('en')} after valuation and takeover of the goods, to the account you give us in text form. We do not pay in cash.`,
              'For the goods we buy you receive a credit note from us with the final prices; it shows VAT if you sell as a business that charges VAT. If any detail in it is wrong, please object in text form.',
              'The goods are taken over once you have accepted our valuation and the goods are with us. Ownership of the goods passes to us on acceptance.',
              'We invoice fees for chargeable services; they are payable without deduction within the period stated in the quote.',
              'If you have both sold goods and ordered chargeable services, we may set the two off against each other; the statement shows the set-off.',
            ],
          },
        ],
      },
      {
        id: 'datentraeger',
        heading: 'Data carriers and destruction certificates',
        blocks: [
          {
            kind: 'clauses',
            items: [
              'Please back up your data before handover and remove account and device locks (such as activation locks). We do not back up data.',
              'We erase data carriers in the goods handed over using recognised methods, or destroy them physically to DIN 66399 at the protection class and security level agreed with you. Unless agreed otherwise, we erase data carriers completely before a device is reused and destroy data carriers that cannot be erased securely.',
              'For every erasure or destruction you order, you receive a log or a certificate of destruction stating serial numbers, method, security level and date. We issue waste disposal records under waste law on request.',
              'Where we process personal data on your behalf in doing so, we conclude a data processing agreement with you under Art. 28 GDPR.',
              'The destruction of counterfeit goods is additionally governed by the agreements in the order concerned; on request we destroy them under supervision and document the destruction for authorities and rights holders.',
            ],
          },
        ],
      },
      {
        id: 'haftung',
        heading: 'Liability',
        blocks: [
          {
            kind: 'clauses',
            items: [
              'We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the Product Liability Act and where we have given a guarantee.',
              'In cases of slight negligence we are liable only for breach of essential contractual obligations, that is obligations whose fulfilment makes the proper performance of the contract possible in the first place and on whose observance you may regularly rely. Liability is then limited to the foreseeable damage typical of the contract.',
              'Otherwise our liability is excluded. These limitations also apply in favour of our employees, representatives and agents.',
              'The agreed erasure or destruction of data carriers (§ 7) is part of our service; we are not liable for the resulting loss of the data stored on them.',
            ],
          },
        ],
      },
      {
        id: 'schlussbestimmungen',
        heading: 'Final provisions',
        blocks: [
          {
            kind: 'clauses',
            items: [
              'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods (CISG). For consumers this choice of law applies only insofar as it does not deprive you of the protection of mandatory provisions of the country of your habitual residence.',
              `If you are a merchant, a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all disputes arising from the contractual relationship is ${cityName('en')}. We may also sue you at your general place of jurisdiction.`,
              'If individual provisions are invalid, the rest of the contract remains valid; the statutory provisions take the place of the invalid provision (§ 306 BGB).',
              'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG).',
            ],
          },
        ],
      },
    ],
  }),
};
