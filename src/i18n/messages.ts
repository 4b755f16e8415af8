import deCommon from './messages/de/common.json';
import enCommon from './messages/en/common.json';
import deCatalogue from './messages/de/catalogue.json';
import enCatalogue from './messages/en/catalogue.json';
import deContact from './messages/de/contact.json';
import enContact from './messages/en/contact.json';
import deWidgets from './messages/de/widgets.json';
import enWidgets from './messages/en/widgets.json';
import deLegal from './messages/de/legal.json';
import enLegal from './messages/en/legal.json';
import deLeadResult from './messages/de/lead-result.json';
import enLeadResult from './messages/en/lead-result.json';
import deHome from './messages/de/home.json';
import deHttp from './messages/de/http.json';
import deMail from './messages/de/mail.json';
import enMail from './messages/en/mail.json';
import deChat from './messages/de/chat.json';
import enChat from './messages/en/chat.json';
import enHttp from './messages/en/http.json';
import enHome from './messages/en/home.json';
import deStaff from './messages/de/staff.json';
import enStaff from './messages/en/staff.json';
import deStaffAuth from './messages/de/staff-auth.json';
import enStaffAuth from './messages/en/staff-auth.json';
import deStaffExport from './messages/de/staff-export.json';
import enStaffExport from './messages/en/staff-export.json';
import deSellList from './messages/de/sell-list.json';
import enSellList from './messages/en/sell-list.json';
import deSellRequests from './messages/de/sell-requests.json';
import enSellRequests from './messages/en/sell-requests.json';
import deTradeIn from './messages/de/trade-in.json';
import enTradeIn from './messages/en/trade-in.json';
import deStaffPrices from './messages/de/staff-prices.json';
import enStaffPrices from './messages/en/staff-prices.json';
import deUploads from './messages/de/uploads.json';
import enUploads from './messages/en/uploads.json';
import type { Locale } from './locales';

/**
 * Messages per locale, one JSON file per feature (common chrome, home, contact, chat, …) so that
 * features own their strings. Add a feature's file to both lists below.
 */
const de = {
  ...deCommon,
  ...deCatalogue,
  ...deContact,
  ...deWidgets,
  ...deLegal,
  ...deLeadResult,
  ...deHome,
  ...deHttp,
  ...deMail,
  ...deChat,
  ...deStaff,
  ...deStaffAuth,
  ...deSellList,
  ...deSellRequests,
  ...deUploads,
  ...deStaffExport,
  ...deTradeIn,
  ...deStaffPrices,
};

const en = {
  ...enCommon,
  ...enCatalogue,
  ...enContact,
  ...enWidgets,
  ...enLegal,
  ...enLeadResult,
  ...enHome,
  ...enHttp,
  ...enMail,
  ...enChat,
  ...enStaff,
  ...enStaffAuth,
  ...enSellList,
  ...enSellRequests,
  ...enUploads,
  ...enStaffExport,
  ...enTradeIn,
  ...enStaffPrices,
};

export type Messages = typeof de;

type Tree = { [key: string]: string | Tree };

/** English falls back to German key by key (next-intl then falls back to the key itself). */
function withFallback(primary: Tree, fallback: Tree): Tree {
  const merged: Tree = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
}

export const rawMessages: Record<Locale, Tree> = { de, en };

export const messagesByLocale: Record<Locale, Messages> = {
  de,
  en: withFallback(en as Tree, de as Tree) as Messages,
};
