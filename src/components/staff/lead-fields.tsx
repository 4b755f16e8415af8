export type LeadField = { label: string; value: string; href?: string };

/** A lead's fields as a description list; the message (when there is one) keeps its line breaks. */
export function LeadFields({ fields, message }: { fields: LeadField[]; message: { label: string; value: string } }) {
  return (
    <>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="font-medium text-slate-500">{field.label}</dt>
            <dd className="break-words text-navy-900">
              {field.href ? (
                <a href={field.href} className="text-brand-800 underline underline-offset-2">
                  {field.value}
                </a>
              ) : (
                field.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {/* A sell request has no message: no empty box then. */}
      {message.value.trim() && (
        <>
          <h3 className="mt-4 text-sm font-medium text-slate-500">{message.label}</h3>
          <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-navy-900">
            {message.value}
          </p>
        </>
      )}
    </>
  );
}
