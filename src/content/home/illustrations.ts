/** Intrinsic sizes of the SVG illustrations in public/illustrations (their viewBox). */
export const illustrationSizes = {
  hero: { width: 560, height: 440 },
  card: { width: 480, height: 300 },
} as const;
