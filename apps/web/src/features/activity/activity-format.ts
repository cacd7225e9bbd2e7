import {
  FileCheck2,
  FilePlus2,
  FileSignature,
  FileX2,
  KeyRound,
  LogIn,
  PenLine,
  Play,
  Send,
  SlidersHorizontal,
  TimerOff,
  Trash2,
  Upload,
  UserRoundPen,
  type LucideIcon,
} from 'lucide-react';
import type { Tone } from '@/components/ui/status-badge';

interface ActivityDisplay {
  icon: LucideIcon;
  tone: Tone;
}

/**
 * Each kind of entry's icon and colour in the feed (its words are in texts.ts). Keyed by
 * string, not ActivityType: the account kinds (profile, password, settings) show as soon as the feed
 * records them, and a kind this build does not know still shows (activityDisplay).
 */
export const ACTIVITY_TYPE_DISPLAY: Record<string, ActivityDisplay> = {
  login: { icon: LogIn, tone: 'gray' },
  contract_created: { icon: FilePlus2, tone: 'gray' },
  contract_sent: { icon: Send, tone: 'yellow' },
  contract_signed: { icon: PenLine, tone: 'blue' },
  contract_activated: { icon: Play, tone: 'blue' },
  contract_executed: { icon: FileCheck2, tone: 'green' },
  contract_cancelled: { icon: FileX2, tone: 'red' },
  contract_expired: { icon: TimerOff, tone: 'orange' },
  document_uploaded: { icon: Upload, tone: 'green' },
  document_deleted: { icon: Trash2, tone: 'red' },
  document_verified: { icon: FileCheck2, tone: 'green' },
  document_rejected: { icon: FileX2, tone: 'red' },
  profile_updated: { icon: UserRoundPen, tone: 'gray' },
  password_changed: { icon: KeyRound, tone: 'yellow' },
  preferences_updated: { icon: SlidersHorizontal, tone: 'gray' },
};

/** An entry of a type this build does not know yet still shows, with a neutral icon. */
export const activityDisplay = (type: string): ActivityDisplay =>
  ACTIVITY_TYPE_DISPLAY[type] ?? { icon: FileSignature, tone: 'gray' };

/** How a kind reads in the type filter; a kind this build does not know reads as its own name. */
export const activityTypeLabel = (labels: Readonly<Record<string, string>>, type: string): string => labels[type] ?? type.replaceAll('_', ' ');
