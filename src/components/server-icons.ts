import {
  ArrowDown as LucideArrowDown,
  ArrowRight as LucideArrowRight,
  ArrowUp as LucideArrowUp,
  BadgeCheck as LucideBadgeCheck,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  ChevronDown as LucideChevronDown,
  ChevronRight as LucideChevronRight,
  ClipboardList as LucideClipboardList,
  Clock as LucideClock,
  FileText as LucideFileText,
  Info as LucideInfo,
  Languages as LucideLanguages,
  ListPlus as LucideListPlus,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  Phone as LucidePhone,
  Quote as LucideQuote,
  Search as LucideSearch,
  Truck as LucideTruck,
  UserRound as LucideUserRound,
  X as LucideX,
} from 'lucide-react';
import { staticIcon } from './ui/static-icon';

/**
 * The lucide icons that server components draw, as plain SVG (`staticIcon`): import icons from here
 * in a server component, from `lucide-react` only in client components (`tests/unit/client-imports.test.ts`
 * checks it).
 */
export const ArrowDown = staticIcon(LucideArrowDown);
export const ArrowRight = staticIcon(LucideArrowRight);
export const ArrowUp = staticIcon(LucideArrowUp);
export const BadgeCheck = staticIcon(LucideBadgeCheck);
export const Check = staticIcon(LucideCheck);
export const CheckCircle2 = staticIcon(LucideCheckCircle2);
export const ChevronDown = staticIcon(LucideChevronDown);
export const ChevronRight = staticIcon(LucideChevronRight);
export const ClipboardList = staticIcon(LucideClipboardList);
export const Clock = staticIcon(LucideClock);
export const FileText = staticIcon(LucideFileText);
export const Info = staticIcon(LucideInfo);
export const Languages = staticIcon(LucideLanguages);
export const ListPlus = staticIcon(LucideListPlus);
export const Mail = staticIcon(LucideMail);
export const MapPin = staticIcon(LucideMapPin);
export const Menu = staticIcon(LucideMenu);
export const Phone = staticIcon(LucidePhone);
export const Quote = staticIcon(LucideQuote);
export const Search = staticIcon(LucideSearch);
export const Truck = staticIcon(LucideTruck);
export const UserRound = staticIcon(LucideUserRound);
export const X = staticIcon(LucideX);
