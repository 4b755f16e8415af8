/** The company's mark: a closed loop around a leaf-shaped cell (decorative; the name is text). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M16 6.5a9.5 9.5 0 1 1-8.6 5.45" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M5.2 9.2l2.4 3.1 3.2-2.2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M12.5 19.5c0-4 3-6.5 7-6.5 0 4-2.6 6.8-7 6.5z" fill="#99f6e4" />
    </svg>
  );
}
