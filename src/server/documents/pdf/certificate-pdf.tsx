import 'server-only';
import { Document, Image, Page, Text, View } from '@react-pdf/renderer';
import { translator } from '@/i18n/translator';
import { formatDate, formatNumber } from '@/lib/format';
import type { CertificateDocument } from '../certificate-document';
import { AddressBlock, Facts, Footer, SenderLine } from './parts';
import { pdfStyles as s } from './styles';

const day = (isoDay: string, locale: CertificateDocument['locale']) => formatDate(`${isoDay}T12:00:00Z`, locale);

/**
 * A data-destruction certificate (method, DIN 66399 protection class and security level, serial
 * numbers, date, responsible member) or a recycling proof (categories and weights), from its
 * stored document, with a QR code that opens the public verification page.
 */
export function CertificatePdf({
  document: d,
  verifyUrl,
  qrDataUrl,
  revokedAt,
}: {
  document: CertificateDocument;
  verifyUrl: string;
  qrDataUrl: string;
  /** A revoked certificate keeps its number and says so on every copy rendered after the revocation. */
  revokedAt: string | null;
}) {
  const t = translator(d.locale, 'SellDocuments');
  const kg = (value: number) => `${formatNumber(value, d.locale, { maximumFractionDigits: 3 })} kg`;
  const facts =
    d.kind === 'data-destruction'
      ? [
          { label: t('certificate.destroyedOn'), value: day(d.destroyedOn, d.locale) },
          { label: t('certificate.method'), value: t(`methods.${d.method}`) },
          {
            label: t('certificate.standard'),
            value: t('certificate.din', { protectionClass: d.protectionClass, level: d.securityLevel }),
          },
          { label: t('certificate.count'), value: formatNumber(d.serials.length, d.locale) },
        ]
      : [
          { label: t('certificate.recycledOn'), value: day(d.recycledOn, d.locale) },
          {
            label: t('certificate.totalWeight'),
            value: kg(d.categories.reduce((sum, entry) => sum + entry.weightKg, 0)),
          },
        ];
  return (
    <Document title={`${t(`kinds.${d.kind}`)} ${d.number}`} author={d.issuer.legalName} language={d.locale}>
      <Page size="A4" style={s.page}>
        <SenderLine issuer={d.issuer} />
        <View style={s.row}>
          <View style={{ flex: 1 }}>
            <Text style={s.title}>{t(`kinds.${d.kind}`)}</Text>
            <Text>{t('certificate.number', { number: d.number })}</Text>
            <Text>{t('certificate.issuedOn', { date: day(d.issuedOn, d.locale) })}</Text>
            {revokedAt ? (
              <Text style={s.revoked}>{t('certificate.revoked', { date: formatDate(revokedAt, d.locale) })}</Text>
            ) : null}
          </View>
          <View style={{ alignItems: 'center', width: 110 }}>
            {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt; the caption below names it */}
            <Image src={qrDataUrl} style={s.qr} />
            <Text style={s.label}>{t('certificate.scan')}</Text>
          </View>
        </View>
        <View style={s.columns}>
          <AddressBlock label={t('certificate.holder')} lines={[d.holder.company, d.holder.name]} />
          <AddressBlock
            label={t('certificate.issuer')}
            lines={[d.issuer.legalName, d.issuer.street, `${d.issuer.postalCode} ${d.issuer.city}`]}
          />
        </View>
        <Facts facts={[{ label: t('reference'), value: d.reference }, ...facts]} />
        {d.kind === 'data-destruction' ? (
          <View>
            <Text style={s.note}>{t('certificate.destructionStatement', { count: d.serials.length })}</Text>
            <Text style={s.subtitle}>{t('certificate.serials')}</Text>
            <View style={s.serials}>
              {d.serials.map((serial) => (
                <Text key={serial} style={s.serial}>
                  {serial}
                </Text>
              ))}
            </View>
          </View>
        ) : (
          <View>
            <Text style={s.note}>{t('certificate.recyclingStatement')}</Text>
            <View style={s.tableHead}>
              <Text style={{ flex: 1 }}>{t('certificate.category')}</Text>
              <Text style={[{ width: 120 }, s.right]}>{t('certificate.weight')}</Text>
            </View>
            {d.categories.map((entry) => (
              <View key={entry.category} style={s.tableRow}>
                <Text style={{ flex: 1 }}>{t(`categories.${entry.category}`)}</Text>
                <Text style={[{ width: 120 }, s.right]}>{kg(entry.weightKg)}</Text>
              </View>
            ))}
          </View>
        )}
        <Text style={s.note}>{t('certificate.responsible', { name: d.responsible })}</Text>
        <Text style={s.note}>{t('certificate.verify', { url: verifyUrl })}</Text>
        <Text style={s.note}>{t('certificate.electronic')}</Text>
        <Footer issuer={d.issuer} labels={{ vatId: t('vatId'), director: t('managingDirector') }} />
      </Page>
    </Document>
  );
}
