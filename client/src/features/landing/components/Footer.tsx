import { Logo } from "@/components/Logo";
import { CURRICULUM_CREDITS } from "@shared/curriculumCredits";

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-8">
        <Logo inverted />
        <p className="text-sm">© 2025 Avaliações Inteligentes. Todos os direitos reservados.</p>
        <p className="w-full text-xs text-slate-400">{CURRICULUM_CREDITS}</p>
      </div>
    </footer>
  );
}
