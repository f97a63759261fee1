import {
  BarChart3,
  Building2,
  FilePlus2,
  FileText,
  LayoutDashboard,
  Library,
  ScrollText,
  ShieldCheck,
  UserPlus,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { Link, useLocation } from "wouter";
import { Logo } from "@/components/Logo";
import { useCurrentUser } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { can } from "@/lib/permissions";

interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Other paths that belong to this item, for the highlight. */
  matches?: string[];
}

const MAIN: NavItem[] = [
  { label: "Dashboard", href: "/dashboard", icon: LayoutDashboard, matches: ["/"] },
  { label: "Minhas Provas", href: "/exams", icon: FileText },
  { label: "Criar Prova", href: "/create-exam", icon: FilePlus2 },
  { label: "Banco de Questões", href: "/question-bank", icon: Library },
  { label: "Relatórios", href: "/reports", icon: BarChart3 },
];

const SETTINGS: NavItem[] = [
  { label: "Meu Perfil", href: "/profile", icon: UserRound },
  { label: "Criar Perfil", href: "/create-profile", icon: UserPlus },
  { label: "Organizações", href: "/organizations", icon: Building2, matches: ["/unions"] },
];

const ADMIN_PANEL: NavItem = { label: "Painel Administrativo", href: "/admin", icon: ShieldCheck };
const AUDIT_LOG: NavItem = { label: "Registro de auditoria", href: "/audit", icon: ScrollText };

function isCurrent(item: NavItem, location: string): boolean {
  if (item.matches?.includes(location)) return true;
  return location === item.href || location.startsWith(`${item.href}/`);
}

function NavSection({ title, items, onNavigate }: { title?: string; items: NavItem[]; onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <div className="space-y-1">
      {title && <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</p>}
      <ul className="space-y-1">
        {items.map((item) => {
          const current = isCurrent(item, location);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  current ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <item.icon className="size-4 shrink-0" aria-hidden />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The staff app's navigation, in the sidebar on wide screens and in the menu panel on narrow ones. */
export function MainNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const administration = [...(can.seeAdministration(user) ? [ADMIN_PANEL] : []), ...(can.readAuditLog(user) ? [AUDIT_LOG] : [])];
  return (
    <nav aria-label="Menu principal" className="flex-1 overflow-y-auto p-3">
      <NavSection items={MAIN} onNavigate={onNavigate} />
      <NavSection title="Configurações" items={SETTINGS} onNavigate={onNavigate} />
      {administration.length > 0 && <NavSection title="Administração" items={administration} onNavigate={onNavigate} />}
    </nav>
  );
}

export function Sidebar() {
  return (
    <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-r bg-card lg:flex print:hidden">
      <div className="flex h-16 items-center border-b px-4">
        <Link href="/dashboard">
          <Logo />
        </Link>
      </div>
      <MainNavigation />
    </aside>
  );
}
