/**
 * The expectations set R's tuning questions (questions-tuning-9r.ts) and its hold-out questions
 * (holdout-8r.ts) share. Set R asks groups of sets I, J and K in new words, so its expectations are
 * those groups' own, re-exported from where they are defined.
 */
export { de, en, ESTIMATE_INFO, PRIVATE_SELLERS, PURCHASE_DOCS } from './set-i-expected';
export {
  ADDRESS_PAGES,
  DELETE_DE,
  DELETE_EN,
  IMPRINT,
  NO_COOKIES_DE,
  NO_COOKIES_EN,
  STREET,
  TRAINING_DE,
  TRAINING_EN,
  VAT_ID,
} from './set-j-expected';
export {
  ASSET_LIST_DE,
  ASSET_LIST_EN,
  BATTERY_STORAGE_DE,
  BATTERY_STORAGE_EN,
  BATTERY_STORAGE_PAGES,
  CUSTODY_DE,
  CUSTODY_EN,
  FORMAT_DE,
  FORMAT_EN,
  TAPE_LEVEL,
} from './set-k-expected';
