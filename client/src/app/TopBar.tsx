import { ChevronDown, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Logo } from "@/components/Logo";
import { UserAvatar } from "@/components/UserAvatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth, useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";
import { ROLE_LABELS } from "@shared/constants";
import { MobileNav } from "./MobileNav";

export function TopBar() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const [, navigate] = useLocation();

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-end gap-2 border-b bg-card/95 px-3 backdrop-blur sm:px-6 print:hidden">
      {/* On wide screens the sidebar carries the logo and the navigation. */}
      <div className="mr-auto flex min-w-0 items-center gap-1 lg:hidden">
        <MobileNav />
        <Link href="/dashboard" className="min-w-0">
          <Logo />
        </Link>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="h-auto gap-2 px-2 py-1.5">
            <span aria-hidden>
              <UserAvatar user={user} />
            </span>
            <span className="hidden max-w-48 truncate text-sm font-medium sm:inline">{user.username}</span>
            <span className="sr-only sm:hidden">{user.username}</span>
            <span className="sr-only">: menu do usuário</span>
            <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="font-normal">
            <p className="truncate text-sm font-medium">{user.username}</p>
            <p className="truncate text-xs text-muted-foreground">{ROLE_LABELS[user.role]}</p>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate("/profile")}>
            <UserRound className="size-4" aria-hidden />
            Meu Perfil
          </DropdownMenuItem>
          {can.seeAdministration(user) && (
            <DropdownMenuItem onSelect={() => navigate("/admin")}>
              <ShieldCheck className="size-4" aria-hidden />
              Administração
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden />
            Sair
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
