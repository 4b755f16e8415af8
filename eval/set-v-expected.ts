/**
 * The expectations set V's tuning questions (questions-tuning-11v.ts) and its hold-out questions
 * (holdout-10v.ts) share. Set V asks groups of earlier sets in new words, so its expectations are
 * those groups' own, re-exported from where they are defined.
 */
export { TEAM_SIZE } from './expected';
export {
  DELETE_EN,
  IMPRINT,
  NO_COOKIES_DE,
  OWN_SERVER_EN,
  STANDARDS,
  STANDARDS_PAGES,
  TRAINING_DE,
  VAT_ID,
} from './set-j-expected';
export { BATTERY_STORAGE_EN, BATTERY_STORAGE_PAGES } from './set-k-expected';
