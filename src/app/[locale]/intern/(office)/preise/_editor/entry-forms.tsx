import { Button } from '@/components/ui/button';
import type { ListDocument } from '@/content/catalogue/document';
import { iconNames } from '@/content/icon-names';
import type { Locale } from '@/i18n/locales';
import { cx } from '@/lib/cx';
import type { EntryStash } from '@/server/prices/draft-entries';
import { inputClass, invalidClass, type PricesT } from './editor-kit';

type Field = { name: string; label: string; required?: boolean; numeric?: boolean; options?: [string, string][] };

/** What each form adds: its anchor, its texts (StaffPrices keys) and the collection it posts to. */
const entryKinds = {
  items: { id: 'neuer-artikel', title: 'addHeading', intro: 'addIntro', submit: 'add' },
  categories: { id: 'neue-kategorie', title: 'addCategoryHeading', intro: 'addCategoryIntro', submit: 'addCategory' },
} as const;

type EntryFormProps = { t: PricesT; locale: Locale; document: ListDocument; stash: EntryStash | null };

/**
 * A form that adds to the draft (an item, a category). Refused values come back from the stash
 * into their fields, each with its message; nothing typed is lost.
 */
function EntryForm({
  kind,
  fields,
  document,
  locale,
  stash,
  t,
}: EntryFormProps & { kind: keyof typeof entryKinds; fields: Field[] }) {
  const { id, ...texts } = entryKinds[kind];
  const title = t(texts.title);
  const intro = t(texts.intro);
  const submit = t(texts.submit);
  const action = `/api/staff/prices/${document.id}/${kind}`;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10" id={id}>
      <h2 id={`${id}-title`} className="scroll-mt-24 text-xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-3xl text-sm text-slate-700">{intro}</p> : null}
      <form method="post" action={action} className="mt-3 grid max-w-4xl gap-3 sm:grid-cols-2">
        <input type="hidden" name="locale" value={locale} />
        {fields.map((field) => {
          const error = stash?.errors[field.name];
          const common = {
            id: `${id}-${field.name}`,
            name: field.name,
            required: field.required,
            defaultValue: stash?.values[field.name] ?? undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-${field.name}-message` : undefined,
            className: cx(inputClass, 'mt-1', error && invalidClass),
          };
          return (
            <label key={field.name} className={cx('text-sm font-semibold', field.options && 'sm:col-span-2')}>
              {field.label}
              {field.options ? (
                <select {...common}>
                  {field.options.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...common} inputMode={field.numeric ? 'decimal' : undefined} />
              )}
              {error ? (
                <span id={`${id}-${field.name}-message`} className="mt-1 block text-xs font-medium text-rose-800">
                  {t(`fieldError.${error}`)}
                </span>
              ) : null}
            </label>
          );
        })}
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary">
            {submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

export function NewItemForm(props: EntryFormProps) {
  const { t, locale, document } = props;
  const categories = document.categories
    .filter((category) => category.status !== 'retired')
    .map((category): [string, string] => [category.id, category.name[locale]]);
  const field = (name: string, required = false, numeric = false): Field => ({
    name,
    label: t(name as 'brand'),
    required,
    numeric,
  });
  return (
    <EntryForm
      {...props}
      kind="items"
      fields={[
        { name: 'category', label: t('category'), options: categories },
        field('brand', true),
        field('model', true),
        field('price', true, true),
        field('newPrice', false, true),
        field('specDe', true),
        field('specEn'),
        field('descriptionDe', true),
        field('descriptionEn'),
      ]}
    />
  );
}

export function NewCategoryForm(props: EntryFormProps) {
  const { t, document } = props;
  const icon = document.categories[0]?.icon;
  const icons = [...iconNames].sort((a, b) => (a === icon ? -1 : b === icon ? 1 : a.localeCompare(b)));
  return (
    <EntryForm
      {...props}
      kind="categories"
      fields={[
        ...(['nameDe', 'nameEn', 'noteDe', 'noteEn'] as const).map((name) => ({
          name,
          label: t(`categoryField.${name}`),
          required: true,
        })),
        { name: 'icon', label: t('icon'), options: icons.map((name): [string, string] => [name, name]) },
      ]}
    />
  );
}
