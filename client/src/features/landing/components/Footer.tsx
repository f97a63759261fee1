import { Logo } from "@/components/Logo";

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-8">
        <Logo inverted />
        <p className="text-sm">© 2025 Avaliações Inteligentes. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}
