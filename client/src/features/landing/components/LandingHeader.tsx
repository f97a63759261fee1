import { Link } from "wouter";
import { Logo } from "@/components/Logo";
import { Button } from "@/components/ui/button";

export function LandingHeader() {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-6">
        <Logo />
        <nav aria-label="Acesso" className="flex items-center gap-2">
          <Button variant="outline" asChild>
            <Link href="/login">Acesso Usuário</Link>
          </Button>
          <Button asChild>
            <Link href="/login">Acesso Administrador</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
