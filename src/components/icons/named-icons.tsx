import { Icon, type IconProps } from './icon';
import type { SpriteIconName } from './sprite-icons';

// Each export is marked pure, so that a bundle keeps only the icons its code draws.
function named(name: SpriteIconName, displayName: string) {
  function NamedIcon(props: Omit<IconProps, 'name'>) {
    return <Icon name={name} {...props} />;
  }
  NamedIcon.displayName = displayName;
  return NamedIcon;
}

/**
 * The icons components draw by themselves, under lucide's names, drawn from the sprite (`Icon`).
 * Components import icons from here (or draw `Icon` by name), never from `lucide-react`: its
 * drawings are read only where the sprite is built (`tests/unit/client-imports.test.ts` checks it).
 */
export const ArrowDown = /* @__PURE__ */ named('arrowDown', 'ArrowDown');
export const ArrowRight = /* @__PURE__ */ named('arrowRight', 'ArrowRight');
export const ArrowUp = /* @__PURE__ */ named('arrowUp', 'ArrowUp');
export const BadgeCheck = /* @__PURE__ */ named('badgeCheck', 'BadgeCheck');
export const Bot = /* @__PURE__ */ named('bot', 'Bot');
export const CalendarClock = /* @__PURE__ */ named('calendarClock', 'CalendarClock');
export const Camera = /* @__PURE__ */ named('camera', 'Camera');
export const Check = /* @__PURE__ */ named('check', 'Check');
export const CheckCircle2 = /* @__PURE__ */ named('checkCircle', 'CheckCircle2');
export const ChevronDown = /* @__PURE__ */ named('chevronDown', 'ChevronDown');
export const ChevronRight = /* @__PURE__ */ named('chevronRight', 'ChevronRight');
export const ClipboardList = /* @__PURE__ */ named('clipboardList', 'ClipboardList');
export const Clock = /* @__PURE__ */ named('clock', 'Clock');
export const FileText = /* @__PURE__ */ named('fileText', 'FileText');
export const Info = /* @__PURE__ */ named('info', 'Info');
export const Languages = /* @__PURE__ */ named('languages', 'Languages');
export const ListPlus = /* @__PURE__ */ named('listPlus', 'ListPlus');
export const Mail = /* @__PURE__ */ named('mail', 'Mail');
export const MapPin = /* @__PURE__ */ named('mapPin', 'MapPin');
export const Menu = /* @__PURE__ */ named('menu', 'Menu');
export const MessageSquareText = /* @__PURE__ */ named('messageSquareText', 'MessageSquareText');
export const Paperclip = /* @__PURE__ */ named('paperclip', 'Paperclip');
export const Phone = /* @__PURE__ */ named('phone', 'Phone');
export const Plus = /* @__PURE__ */ named('plus', 'Plus');
export const Quote = /* @__PURE__ */ named('quote', 'Quote');
export const Search = /* @__PURE__ */ named('search', 'Search');
export const SendHorizontal = /* @__PURE__ */ named('sendHorizontal', 'SendHorizontal');
export const Trash2 = /* @__PURE__ */ named('trash', 'Trash2');
export const Truck = /* @__PURE__ */ named('truck', 'Truck');
export const UserRound = /* @__PURE__ */ named('userRound', 'UserRound');
export const X = /* @__PURE__ */ named('x', 'X');
