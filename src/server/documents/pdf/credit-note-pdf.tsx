import 'server-only';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { translator } from '@/i18n/translator';
import { formatDate, formatCents, formatNumber } from '@/lib/format';
import type { CreditNoteDocument } from '../credit-note-document';
import { AddressBlock, Facts, Footer, SenderLine } from './parts';
import { pdfStyles as s } from './styles';

const day = (isoDay: string, locale: CreditNoteDocument['locale']) => formatDate(`${isoDay}T12:00:00Z`, locale);

/**
 * The credit note (Gutschrift) as a PDF, from its stored document alone: issuer and seller (with
 * VAT IDs), number and dates, the lines bought at their final prices, the lines not bought, net,
 * VAT and gross (or the note why no VAT is shown), the payment term.
 */
export function CreditNotePdf({ document: d }: { document: CreditNoteDocument }) {
  const t = translator(d.locale, 'SellDocuments');
  const euro = (cents: number) => formatCents(cents, d.locale);
  const columns = [
    { key: 'position', width: 28 },
    { key: 'item', width: 0 },
    { key: 'grade', width: 92 },
    { key: 'quantity', width: 40, right: true },
    { key: 'unit', width: 70, right: true },
    { key: 'total', width: 76, right: true },
  ] as const;
  const cell = (column: (typeof columns)[number]) => [
    column.width ? { width: column.width } : { flex: 1 },
    'right' in column ? s.right : {},
  ];
  return (
    <Document title={`${t('creditNote.title')} ${d.number}`} author={d.issuer.legalName} language={d.locale}>
      <Page size="A4" style={s.page}>
        <SenderLine issuer={d.issuer} />
        <Text style={s.title}>{t('creditNote.title')}</Text>
        <Text>{t('creditNote.number', { number: d.number })}</Text>
        <View style={s.columns}>
          <AddressBlock
            label={t('creditNote.supplier')}
            lines={[
              d.seller.company,
              d.seller.name,
              d.seller.street,
              `${d.seller.postalCode} ${d.seller.city}`,
              d.seller.country !== 'DE' ? d.seller.country : null,
              d.seller.vatId ? `${t('vatId')}: ${d.seller.vatId}` : null,
            ]}
          />
          <AddressBlock
            label={t('creditNote.recipient')}
            lines={[
              d.issuer.legalName,
              d.issuer.street,
              `${d.issuer.postalCode} ${d.issuer.city}`,
              `${t('vatId')}: ${d.issuer.vatId}`,
            ]}
          />
        </View>
        <Facts
          facts={[
            { label: t('creditNote.issuedOn'), value: day(d.issuedOn, d.locale) },
            { label: t('creditNote.suppliedOn'), value: day(d.suppliedOn, d.locale) },
            { label: t('reference'), value: d.reference },
            { label: t('creditNote.dueOn'), value: day(d.dueOn, d.locale) },
          ]}
        />
        <View style={s.tableHead}>
          {columns.map((column) => (
            <Text key={column.key} style={cell(column)}>
              {t(`creditNote.columns.${column.key}`)}
            </Text>
          ))}
        </View>
        {d.lines.map((line) => (
          <View key={line.position} style={s.tableRow} wrap={false}>
            <Text style={cell(columns[0])}>{line.position}</Text>
            <View style={cell(columns[1])}>
              <Text>{line.name}</Text>
              {line.articleNumber ? (
                <Text style={s.small}>{t('articleNumber', { number: line.articleNumber })}</Text>
              ) : null}
            </View>
            <Text style={cell(columns[2])}>{line.grade}</Text>
            <Text style={cell(columns[3])}>{formatNumber(line.quantity, d.locale)}</Text>
            <Text style={cell(columns[4])}>{euro(line.unitCents)}</Text>
            <Text style={cell(columns[5])}>{euro(line.totalCents)}</Text>
          </View>
        ))}
        <View style={s.totals}>
          <View style={s.totalRow}>
            <Text>{t('creditNote.net')}</Text>
            <Text>{euro(d.totals.netCents)}</Text>
          </View>
          {d.totals.vatPercent > 0 ? (
            <View style={s.totalRow}>
              <Text>{d.texts.vatLine}</Text>
              <Text>{euro(d.totals.vatCents)}</Text>
            </View>
          ) : null}
          <View style={s.grandTotal}>
            <Text>{t('creditNote.gross')}</Text>
            <Text>{euro(d.totals.grossCents)}</Text>
          </View>
        </View>
        {d.notBought.length > 0 ? (
          <View>
            <Text style={s.subtitle}>{t('creditNote.notBought')}</Text>
            {d.notBought.map((line) => (
              <Text key={line.position}>
                {t('creditNote.notBoughtLine', {
                  position: line.position,
                  name: line.name,
                  quantity: formatNumber(line.quantity, d.locale),
                  outcome: t(`outcomes.${line.outcome}`),
                })}
              </Text>
            ))}
          </View>
        ) : null}
        <Text style={s.note}>{d.texts.taxNote}</Text>
        <Text style={s.note}>{d.texts.payment}</Text>
        <Footer issuer={d.issuer} labels={{ vatId: t('vatId'), director: t('managingDirector') }} />
      </Page>
    </Document>
  );
}
