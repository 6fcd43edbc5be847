import {
  BookOpen,
  Building2,
  CalendarDays,
  Church,
  HandHeart,
  LayoutDashboard,
  LineChart,
  LogOut,
  Menu,
  Mic,
  Moon,
  PanelLeftClose,
  PanelLeftOpen,
  Radio,
  ShieldCheck,
  ShieldUser,
  Sun,
  Trash2,
  UserCog,
  UserPlus,
  UserRound,
  Users,
  UserX,
  ZoomIn,
  type LucideProps,
} from "lucide-react";
import { memoDrawing } from "#app/components/markup-memo.tsx";

/**
 * The icons pages may name: the menu (menu.ts names them), the console's header, the dashboard's
 * tiles and the event cards, the same few drawings on page after page.
 */
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
  | "styleGuide"
  | "menu"
  | "collapseMenu"
  | "expandMenu"
  | "logout"
  | "darkTheme"
  | "lightTheme"
  | "newUsers"
  | "salvations"
  | "live"
  | "zoom";

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
  menu: Menu,
  collapseMenu: PanelLeftClose,
  expandMenu: PanelLeftOpen,
  logout: LogOut,
  darkTheme: Moon,
  lightTheme: Sun,
  newUsers: UserPlus,
  salvations: HandHeart,
  live: Radio,
  zoom: ZoomIn,
};

type IconProps = { name: IconName } & Omit<LucideProps, "ref">;

function IconDrawing({ name, ...props }: IconProps) {
  const Component = icons[name];
  return <Component aria-hidden size={18} {...props} />;
}

/** A named icon, rendered once per size and class on the server (markup-memo.tsx). */
export const Icon = memoDrawing(IconDrawing, { inline: true });
