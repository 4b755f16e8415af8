import 'server-only';
import { Text, View } from '@react-pdf/renderer';
import type { IssuerCopy } from '../credit-note-document';
import { pdfStyles as s } from './styles';

/** The issuer's one-line address above the document (the window line of a letter). */
export function SenderLine({ issuer }: { issuer: IssuerCopy }) {
  return (
    <Text style={s.sender}>
      {issuer.legalName} · {issuer.street} · {issuer.postalCode} {issuer.city}
    </Text>
  );
}

/** An address block with its label. */
export function AddressBlock({ label, lines }: { label: string; lines: readonly (string | null | undefined)[] }) {
  return (
    <View style={s.column}>
      <Text style={s.label}>{label}</Text>
      {lines.filter(Boolean).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </View>
  );
}

/** Label/value rows (number, dates, reference …). */
export function Facts({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <View style={s.facts}>
      {facts.map((fact) => (
        <View key={fact.label} style={s.fact}>
          <Text style={s.factLabel}>{fact.label}</Text>
          <Text style={s.factValue}>{fact.value}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * The legal line at the foot of every page: register, managing director, VAT ID, contact. (A page
 * number through Text's `render` made the whole fixed footer vanish in this renderer.)
 */
export function Footer({ issuer, labels }: { issuer: IssuerCopy; labels: { vatId: string; director: string } }) {
  return (
    <View style={s.footer} fixed>
      <Text>
        {issuer.legalName} · {issuer.street} · {issuer.postalCode} {issuer.city} · {issuer.registerCourt}{' '}
        {issuer.registerNumber} · {labels.director}: {issuer.managingDirector} · {labels.vatId}: {issuer.vatId} ·{' '}
        {issuer.phone} · {issuer.email}
      </Text>
    </View>
  );
}
