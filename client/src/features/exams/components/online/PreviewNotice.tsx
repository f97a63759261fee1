import { Info } from "lucide-react";

export function PreviewNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">Modo de visualização.</strong> Esta é a forma como os alunos verão a prova. As respostas
        marcadas aqui não são salvas.
      </p>
    </div>
  );
}
