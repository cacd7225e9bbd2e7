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
  label: string;
  icon: LucideIcon;
  tone: Tone;
}

/**
 * How each kind of entry reads in the type filter, with its icon and colour in the feed. Keyed by
 * string, not ActivityType: the account kinds (profile, password, settings) show as soon as the feed
 * records them, and a kind this build does not know still shows (activityDisplay).
 */
export const ACTIVITY_TYPE_DISPLAY: Record<string, ActivityDisplay> = {
  login: { label: 'Sign-ins', icon: LogIn, tone: 'gray' },
  contract_created: { label: 'Contracts created', icon: FilePlus2, tone: 'gray' },
  contract_sent: { label: 'Contracts sent for signature', icon: Send, tone: 'yellow' },
  contract_signed: { label: 'Contracts signed', icon: PenLine, tone: 'blue' },
  contract_activated: { label: 'Contracts activated', icon: Play, tone: 'blue' },
  contract_executed: { label: 'Contracts executed', icon: FileCheck2, tone: 'green' },
  contract_cancelled: { label: 'Contracts cancelled', icon: FileX2, tone: 'red' },
  contract_expired: { label: 'Contracts expired', icon: TimerOff, tone: 'orange' },
  document_uploaded: { label: 'Documents uploaded', icon: Upload, tone: 'green' },
  document_deleted: { label: 'Documents deleted', icon: Trash2, tone: 'red' },
  document_verified: { label: 'Documents verified', icon: FileCheck2, tone: 'green' },
  document_rejected: { label: 'Documents rejected', icon: FileX2, tone: 'red' },
  profile_updated: { label: 'Profile changes', icon: UserRoundPen, tone: 'gray' },
  password_changed: { label: 'Password changes', icon: KeyRound, tone: 'yellow' },
  preferences_updated: { label: 'Settings changes', icon: SlidersHorizontal, tone: 'gray' },
};

/** An entry of a type this build does not know yet still shows, with a neutral icon. */
export const activityDisplay = (type: string): ActivityDisplay =>
  ACTIVITY_TYPE_DISPLAY[type] ?? { label: type.replaceAll('_', ' '), icon: FileSignature, tone: 'gray' };
