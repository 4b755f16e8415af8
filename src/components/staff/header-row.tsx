/** A table's row of column headers. */
export function HeaderRow({
  className,
  cells,
}: {
  className?: string;
  cells: readonly { label: string; className: string }[];
}) {
  return (
    <tr className={className}>
      {cells.map((cell, index) => (
        <th key={index} scope="col" className={cell.className}>
          {cell.label}
        </th>
      ))}
    </tr>
  );
}
