import { Icon, type IconProps } from './icon';
import type { SpriteIconName } from './sprite-icons';

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
export const ArrowDown = named('arrowDown', 'ArrowDown');
export const ArrowRight = named('arrowRight', 'ArrowRight');
export const ArrowUp = named('arrowUp', 'ArrowUp');
export const BadgeCheck = named('badgeCheck', 'BadgeCheck');
export const Bot = named('bot', 'Bot');
export const CalendarClock = named('calendarClock', 'CalendarClock');
export const Camera = named('camera', 'Camera');
export const Check = named('check', 'Check');
export const CheckCircle2 = named('checkCircle', 'CheckCircle2');
export const ChevronDown = named('chevronDown', 'ChevronDown');
export const ChevronRight = named('chevronRight', 'ChevronRight');
export const ClipboardList = named('clipboardList', 'ClipboardList');
export const Clock = named('clock', 'Clock');
export const FileText = named('fileText', 'FileText');
export const Info = named('info', 'Info');
export const Languages = named('languages', 'Languages');
export const ListPlus = named('listPlus', 'ListPlus');
export const Mail = named('mail', 'Mail');
export const MapPin = named('mapPin', 'MapPin');
export const Menu = named('menu', 'Menu');
export const MessageSquareText = named('messageSquareText', 'MessageSquareText');
export const Paperclip = named('paperclip', 'Paperclip');
export const Phone = named('phone', 'Phone');
export const Plus = named('plus', 'Plus');
export const Quote = named('quote', 'Quote');
export const Search = named('search', 'Search');
export const SendHorizontal = named('sendHorizontal', 'SendHorizontal');
export const Trash2 = named('trash', 'Trash2');
export const Truck = named('truck', 'Truck');
export const UserRound = named('userRound', 'UserRound');
export const X = named('x', 'X');
