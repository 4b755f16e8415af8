'use client';

import { Plus } from '@/components/icons';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast-store';
import { Button } from '@/components/ui/button';
import { SentConfirmation } from '@/components/ui/sent-confirmation';
import { AttachmentField } from '@/components/contact/attachment-field';
import { cx } from '@/lib/cx';
import { fill } from '@/lib/fill';
import { Checkbox, Field, inputClass } from '@/components/ui/form-field';
import { ImportPanel } from './import-panel';
import { LineEditor } from './line-editor';
import { PriceChangeNotice } from './price-change-notice';
import { SELL_LIST_LIMITS, type SellListLine } from './sell-list-store';
import { SubmitForm } from './submit-form';
import type { SellListPageProps } from './texts';
import { TotalCard } from './total-card';
import { useSellList } from './use-sell-list';
import { useSellRequestSubmit } from './use-sell-request-submit';

const sectionTitle = 'text-3xl font-bold tracking-tight sm:text-4xl';

/**
 * The list page's island: the visitor's list (`useSellList`), its lines, the indicative total,
 * the import and the submission (`useSellRequestSubmit`).
 */
export function SellListApp(props: SellListPageProps) {
  const { texts } = props;
  const sellList = useSellList(props.catalogue);
  const { list, lines, item } = sellList;
  const { errors, formError, submitting, pickup, setPickup, sent, another, attachments, clearLineErrors, onSubmit } =
    useSellRequestSubmit(props, sellList);
  const [freeError, setFreeError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const onRemove = (line: SellListLine) => {
    sellList.remove(line);
    clearLineErrors();
    toast({ title: fill(texts.removed, { name: line.name }) });
  };

  const onAddFree = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const line = sellList.addFree(String(data.get('name') ?? ''), data.get('battery') === 'on');
    if (!line) {
      setFreeError(texts.addFreeNameMissing);
      return;
    }
    setFreeError('');
    form.reset();
    requestAnimationFrame(() => document.getElementById(`line-${line.id}-quantity`)?.focus());
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
                className={cx(
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
                    onChange={sellList.replace}
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
            {sellList.changed.length && list ? (
              <PriceChangeNotice changes={sellList.changed} props={props} onAcknowledge={sellList.acknowledge} />
            ) : null}
            <TotalCard total={sellList.total} props={props} />
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
            <ImportPanel props={props} onAdd={sellList.importLines} />
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
                  another();
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
