'use client';

import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast-store';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { randomUuid } from '@/lib/uuid';
import { SentConfirmation } from '@/components/ui/sent-confirmation';
import { Checkbox, Field, inputClass } from './fields';
import { ImportPanel } from './import-panel';
import { SELL_LIST_KEY } from './keys';
import { LineEditor } from './line-editor';
import {
  acknowledgePrices,
  appendLines,
  emptySellList,
  freeTextLine,
  loadSellList,
  priceChanges,
  removeLine,
  replaceLine,
  saveSellList,
  sellListTotal,
  SELL_LIST_LIMITS,
  type SellList,
  type SellListLine,
} from './sell-list-store';
import { SubmitForm } from './submit-form';
import { AttachmentField, type AttachmentHandle } from '@/components/contact/attachment-field';
import { berlinToday } from '@/lib/calendar-day';
import {
  sellRequestContent,
  sendSellRequest,
  validateSellRequest,
  type ContactValues,
  type FieldErrors,
  type Handover,
} from './submit-logic';
import { fill } from '@/lib/fill';
import type { SellListPageProps } from './texts';
import { PriceChangeNotice } from './price-change-notice';
import { TotalCard } from './total-card';

const sectionTitle = 'text-3xl font-bold tracking-tight sm:text-4xl';

/**
 * The list page's island: the visitor's list from localStorage (read after hydration, so the
 * pre-rendered page is the same for everyone), its lines, the indicative total, the import and
 * the submission. Every change is stored at once; another tab's changes arrive via `storage`.
 */
export function SellListApp(props: SellListPageProps) {
  const { texts, catalogue } = props;
  const [list, setList] = useState<SellList | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [freeError, setFreeError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [pickup, setPickup] = useState(false);
  const [sent, setSent] = useState<{ reference: string; statusUrl: string | null } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const startedAt = useRef(0);
  // One idempotency key per content: a retry of the same list reuses it, a changed list gets a new one.
  const submission = useRef<{ key: string; content: string } | null>(null);
  const attachments = useRef<AttachmentHandle>(null);

  useEffect(() => {
    startedAt.current = Date.now();
    const sync = () => setList(loadSellList());
    sync();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SELL_LIST_KEY) sync();
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, []);

  const item = (itemId: string | undefined) => {
    const entry = itemId ? catalogue.items[itemId] : undefined;
    return entry ? { price: entry[0], path: catalogue.paths[entry[1]] ?? '', battery: entry[2] === 1 } : undefined;
  };
  const isBattery = (line: SellListLine) => item(line.itemId)?.battery ?? line.isBattery === true;
  const lines = useMemo(() => list?.lines ?? [], [list]);
  const total = sellListTotal(lines, (itemId) => item(itemId));
  const changed = priceChanges(lines, (itemId) => item(itemId));

  const commit = (next: SellList) => {
    setList(next);
    saveSellList(next);
  };
  const clearLineErrors = () =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('lines'))));

  const onRemove = (line: SellListLine) => {
    if (!list) return;
    commit(removeLine(list, line.id));
    clearLineErrors();
    toast({ title: fill(texts.removed, { name: line.name }) });
  };

  const onAddFree = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const line = freeTextLine(String(data.get('name') ?? ''), { isBattery: data.get('battery') === 'on' });
    if (!line || !list) {
      setFreeError(texts.addFreeNameMissing);
      return;
    }
    setFreeError('');
    commit(appendLines(list, [line]));
    form.reset();
    requestAnimationFrame(() => document.getElementById(`line-${line.id}-quantity`)?.focus());
  };

  const onImport = (imported: SellListLine[]) => {
    const current = loadSellList();
    commit(appendLines(current, imported));
    return imported.length;
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !list) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '');
    const contact: ContactValues = {
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      phone: value('phone'),
      company: value('company'),
      vatId: value('vatId'),
      message: value('message'),
    };
    const handover: Handover = pickup
      ? {
          kind: 'pickup',
          street: value('handover.street'),
          postalCode: value('handover.postalCode'),
          city: value('handover.city'),
          dateFrom: value('handover.dateFrom'),
          dateTo: value('handover.dateTo'),
          loadingDock: data.get('handover.loadingDock') === 'on',
          forklift: data.get('handover.forklift') === 'on',
          floor: value('handover.floor'),
          lift: data.get('handover.lift') === 'on',
          contactName: value('handover.contactName'),
          contactPhone: value('handover.contactPhone'),
        }
      : { kind: 'shipping' };
    const invalid = validateSellRequest({
      contact,
      handover,
      lines: list.lines,
      isBattery,
      validation: props.validation,
      emptyList: texts.submitEmpty,
      today: berlinToday(),
    });
    setErrors(invalid);
    setFormError(invalid.lines ?? (Object.keys(invalid).length > 0 ? texts.invalidDescription : ''));
    if (Object.keys(invalid).length > 0) {
      focusFirstError();
      return;
    }
    const content = sellRequestContent(contact, handover, list.lines, isBattery);
    setSubmitting(true);
    try {
      // Uploads still in flight finish first; the list then sends only their ids.
      const attachmentIds = (await attachments.current?.settled()) ?? [];
      const serialized = JSON.stringify({ content, attachmentIds });
      if (submission.current?.content !== serialized) submission.current = { key: randomUuid(), content: serialized };
      const result = await sendSellRequest(
        {
          ...content,
          ...(attachmentIds.length ? { attachmentIds } : {}),
          idempotencyKey: submission.current.key,
          page: window.location.pathname,
          website: value('website'),
          startedAt: startedAt.current,
          locale: props.locale,
        },
        texts,
      );
      if (result.ok) {
        commit(emptySellList());
        form.reset();
        attachments.current?.reset();
        submission.current = null;
        setErrors({});
        setFormError('');
        setSent({ reference: result.reference, statusUrl: result.statusUrl });
        toast({ title: texts.successTitle, description: texts.successDescription });
      } else {
        setErrors(result.errors);
        setFormError(result.message);
        toast({ variant: 'destructive', title: texts.errorTitle, description: result.message });
        focusFirstError();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <section aria-labelledby="sell-list-heading" className="py-12 sm:py-16">
        <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <h2 id="sell-list-heading" className={sectionTitle}>
              {texts.listHeading}
            </h2>
            <p data-testid="sell-list-lines-count" className="mt-2 min-h-6 text-slate-600">
              {list === null
                ? texts.loading
                : lines.length === 0
                  ? null
                  : lines.length === 1
                    ? texts.lineCountOne
                    : fill(texts.lineCount, { count: lines.length })}
            </p>
            <details className="mt-4 rounded-lg border border-slate-200 bg-surface p-4 text-sm">
              <summary className="min-h-6 cursor-pointer font-semibold text-brand-800">{texts.gradeHelp}</summary>
              <dl className="mt-3 grid gap-2">
                {props.grades.map((grade) => (
                  <div key={grade.id}>
                    <dt className="font-semibold text-navy-900">{grade.label}</dt>
                    <dd className="text-slate-700">{grade.definition}</dd>
                  </div>
                ))}
              </dl>
            </details>
            {/* While the list loads from this browser, the empty-state box keeps its place unseen, so
                nothing below it moves (or lands under the launchers) when the list appears. */}
            {lines.length === 0 ? (
              <p
                className={cn(
                  'mt-6 rounded-card border border-dashed border-slate-300 bg-white p-6 text-slate-700',
                  list === null && 'invisible',
                )}
              >
                {texts.empty}{' '}
                <a href={props.links.search} className="font-semibold text-brand-800 underline underline-offset-2">
                  {texts.emptyLinkSearch}
                </a>
              </p>
            ) : (
              <ol className="mt-6 space-y-4" aria-labelledby="sell-list-heading">
                {lines.map((line, index) => (
                  <LineEditor
                    key={line.id}
                    line={line}
                    index={index}
                    props={props}
                    item={item(line.itemId)}
                    errors={errors}
                    onChange={(next) => list && commit(replaceLine(list, next))}
                    onRemove={onRemove}
                  />
                ))}
              </ol>
            )}
            <form
              onSubmit={onAddFree}
              noValidate
              aria-labelledby="sell-list-free-heading"
              className="mt-6 rounded-card border border-slate-200 bg-white p-4 sm:p-5"
            >
              <h3 id="sell-list-free-heading" className="text-lg font-semibold">
                {texts.addFreeHeading}
              </h3>
              <p className="mt-1 text-sm text-slate-600">{texts.addFreeIntro}</p>
              <div className="mt-3 flex gap-3 max-sm:flex-col sm:items-end">
                <Field id="sell-free-name" label={texts.addFreeName} error={freeError} className="flex-1">
                  {(describedBy, invalid) => (
                    <input
                      id="sell-free-name"
                      name="name"
                      type="text"
                      maxLength={SELL_LIST_LIMITS.nameMax}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      className={inputClass}
                    />
                  )}
                </Field>
                <Button type="submit" variant="secondary" disabled={list === null} className="sm:mb-0">
                  <Plus aria-hidden="true" />
                  {texts.addFreeSubmit}
                </Button>
              </div>
              <Checkbox id="sell-free-battery" name="battery" label={texts.batteryCheckbox} />
            </form>
          </div>
          <div className="lg:sticky lg:top-20">
            {changed.length && list ? (
              <PriceChangeNotice
                changes={changed}
                props={props}
                onAcknowledge={() => commit(acknowledgePrices(list, (itemId) => item(itemId)))}
              />
            ) : null}
            <TotalCard total={total} props={props} />
          </div>
        </div>
      </section>

      <section
        id="import"
        aria-labelledby="sell-list-import-heading"
        className="scroll-mt-20 bg-surface py-12 sm:py-16"
      >
        <div className="container-page">
          <div className="max-w-3xl">
            <h2 id="sell-list-import-heading" className={sectionTitle}>
              {texts.importHeading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{texts.importIntro}</p>
          </div>
          <div className="mt-8">
            <ImportPanel props={props} onAdd={onImport} />
          </div>
        </div>
      </section>

      <section id="senden" aria-labelledby="sell-list-submit-heading" className="scroll-mt-20 py-12 sm:py-16">
        <div className="container-page">
          <div className="max-w-3xl">
            <h2 id="sell-list-submit-heading" className={sectionTitle}>
              {texts.submitHeading}
            </h2>
            {sent ? null : <p className="mt-4 text-lg leading-relaxed text-slate-600">{texts.submitIntro}</p>}
          </div>
          {sent ? (
            <div className="mt-8 max-w-3xl">
              <SentConfirmation
                testId="sell-list-confirmation"
                headingLevel="h3"
                title={texts.confirmationTitle}
                lead={texts.confirmationLead}
                reference={
                  sent.reference
                    ? {
                        label: texts.confirmationReference,
                        value: sent.reference,
                        hint: texts.confirmationReferenceHint,
                        testId: 'sell-list-reference',
                      }
                    : null
                }
                link={
                  sent.statusUrl
                    ? {
                        href: sent.statusUrl,
                        label: texts.confirmationStatus,
                        hint: texts.confirmationStatusHint,
                        testId: 'sell-list-status-link',
                      }
                    : null
                }
                another={texts.confirmationAnother}
                onAnother={() => {
                  setSent(null);
                  requestAnimationFrame(() => document.getElementById('sell-free-name')?.focus());
                }}
              />
            </div>
          ) : (
            <div className="mt-8 max-w-3xl rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
              <SubmitForm
                props={props}
                formRef={formRef}
                errors={errors}
                formError={formError}
                submitting={submitting}
                pickup={pickup}
                onPickupChange={setPickup}
                onSubmit={(event) => void onSubmit(event)}
                attachments={
                  <AttachmentField ref={attachments} idPrefix="sell" locale={props.locale} texts={props.uploads} />
                }
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
