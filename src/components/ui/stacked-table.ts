/**
 * The classes of a table that stays ONE real table: on wide screens rows and columns; below the
 * lg breakpoint each row stacks as a card, its header row read out only, and each cell shows its
 * column's name from `data-label`. No client JavaScript and no markup twice, so a screen reader
 * hears the same table at every width. The price lists and a sell request's status page use it.
 */
export const stackedTable = 'w-full border-collapse text-left max-lg:block';
export const stackedHead = 'max-lg:sr-only';
export const stackedHeaderCell =
  'bg-slate-100 px-4 py-3 text-sm font-semibold text-navy-900 lg:sticky lg:top-16 lg:z-10 first:rounded-tl-lg last:rounded-tr-lg';
export const stackedBody = 'max-lg:block max-lg:space-y-3';
export const stackedRow =
  'border-slate-200 max-lg:block max-lg:rounded-lg max-lg:border max-lg:bg-white max-lg:p-4 lg:border-t';
/** The row's heading cell (`<th scope="row">`): the card's title on a phone. */
export const stackedRowHeading = 'px-4 py-3 align-top font-normal break-words max-lg:block max-lg:px-0 max-lg:pt-0';
/** A cell that names its column on a phone: give it `data-label`. */
export const stackedLabelledCell =
  'px-4 py-3 align-top max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-4 max-lg:px-0 max-lg:py-1.5 max-lg:before:text-sm max-lg:before:text-slate-600 max-lg:before:content-[attr(data-label)]';
