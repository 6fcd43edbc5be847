import {
  BookOpen,
  Building2,
  CalendarDays,
  Church,
  LayoutDashboard,
  LineChart,
  Mic,
  Radio,
  ShieldCheck,
  ShieldUser,
  Trash2,
  UserCog,
  UserRound,
  Users,
  UserX,
  type LucideProps,
} from "lucide-react";
import { memoDrawing } from "#app/utils/markup-memo.tsx";

/** The icons the menu and pages may name (the menu, menu.ts, uses them by these names). */
export type IconName =
  | "dashboard"
  | "profile"
  | "administrators"
  | "staff"
  | "users"
  | "churches"
  | "church"
  | "events"
  | "analytics"
  | "goLive"
  | "joinLive"
  | "privacy"
  | "deleteAccount"
  | "deletionRequests"
  | "styleGuide";

// lucide-react: tree-shaken SVG icons, one import per icon actually used.
const icons: Record<IconName, React.ComponentType<LucideProps>> = {
  dashboard: LayoutDashboard,
  profile: UserRound,
  administrators: ShieldUser,
  staff: UserCog,
  users: Users,
  churches: Building2,
  church: Church,
  events: CalendarDays,
  analytics: LineChart,
  goLive: Mic,
  joinLive: Radio,
  privacy: ShieldCheck,
  deleteAccount: UserX,
  deletionRequests: Trash2,
  styleGuide: BookOpen,
};

type IconProps = { name: IconName } & Omit<LucideProps, "ref">;

function IconDrawing({ name, ...props }: IconProps) {
  const Component = icons[name];
  return <Component aria-hidden size={18} {...props} />;
}

/** A menu icon: the same few drawings on every console page, so rendered once on the server (markup-memo.tsx). */
export const Icon = memoDrawing(IconDrawing, { inline: true });
