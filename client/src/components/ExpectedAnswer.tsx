import { RichText } from "@/components/RichText";

/** An essay's expected answer as teachers read it (the exam's page, grading); students never get it. */
export function ExpectedAnswer({ html, id }: { html: string | null; id: string }) {
  if (!html) return null;
  return (
    <section aria-labelledby={id} className="space-y-1 rounded-md border border-dashed border-blue-300 bg-blue-50/60 p-3">
      <h3 id={id} className="text-sm font-semibold text-blue-900">
        Resposta esperada
      </h3>
      <RichText html={html} className="text-sm" />
    </section>
  );
}
