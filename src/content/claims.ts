import { company, yearsOfExperience } from './company';

/**
 * The company's figures, stated once (DESIGN.md §4) and reused by every page, the assistant and
 * the statistics row. Years of experience are computed from the founding year at build time.
 */
export const claims = {
  foundingYear: company.foundingYear,
  yearsOfExperience: yearsOfExperience(),
  devicesRecycled: 10_000_000,
  recoveryRatePercent: 95,
  reusedPercent: 60,
  recycledPercent: 40,
  certifiedPercent: 100,
  goals2030: { devices: 50_000_000, climateNeutralYear: 2030 },
  balance2024: { co2SavedTonnes: 50, lithiumTonnes: 15, rareEarthsTonnes: 5 },
  /** Valuation and settlement after the goods arrive. */
  valuationHours: { min: 24, max: 48 },
  /** Payment by bank transfer after valuation and takeover. */
  paymentDays: 14,
  /** Pickup lead time for batteries and e-scooters (spec: 2–3 working days). */
  pickupWorkingDays: { min: 2, max: 3 },
} as const;
