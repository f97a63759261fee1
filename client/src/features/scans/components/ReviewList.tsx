import type { ExamApplication } from "@shared/types/applications";
import type { ScanSheet } from "@shared/types/scans";
import { countLabel } from "@/lib/format";
import { SheetReview } from "./SheetReview";

/**
 * Every sheet the teacher still has to settle, oldest send first. Nothing of a sheet counts until
 * it is clear; a question set by click or key leaves the list and the next one takes the focus.
 */
export function ReviewList({ application, sheets }: { application: ExamApplication; sheets: ScanSheet[] }) {
  if (sheets.length === 0) return null;
  return (
    <section aria-labelledby="revisao-titulo" className="space-y-3">
      <div className="space-y-1">
        <h3 id="revisao-titulo" className="font-semibold">
          Para revisar ({countLabel(sheets.length, "cartão", "cartões")})
        </h3>
        <p className="text-sm text-muted-foreground">
          Confira cada questão pela imagem e escolha a resposta: clique ou use as teclas A a E, 0 para em branco e X para anular.
        </p>
      </div>
      <ol className="space-y-3">
        {sheets.map((sheet) => (
          <li key={sheet.id}>
            <SheetReview application={application} sheet={sheet} />
          </li>
        ))}
      </ol>
    </section>
  );
}
