import { useQuery } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { useState } from "react";
import type { ExamApplication } from "@shared/types/applications";
import { scanOverviewQuery } from "../api";
import { Button } from "@/components/ui/button";
import { BatchList } from "./BatchList";
import { CameraDialog } from "./CameraDialog";
import { ReviewList } from "./ReviewList";
import { ScanUpload } from "./ScanUpload";

/**
 * The correction of a paper application's sheets (docs/product.md#24-reading-answer-sheets): the
 * copier's PDF or photos sent (or the sheets shown to the camera one by one), their reading followed page by page, and every sheet that was not
 * clear waiting for the teacher. A clear sheet counts in the results as soon as it is read.
 */
export function ScanSection({ application }: { application: ExamApplication }) {
  const overview = useQuery(scanOverviewQuery(application.id));
  const [camera, setCamera] = useState(false);
  return (
    <section aria-labelledby="correcao-titulo" className="space-y-4 rounded-lg border bg-card p-4">
      <div className="space-y-1">
        <h2 id="correcao-titulo" className="font-semibold">
          Correção dos cartões
        </h2>
        <p className="text-sm text-muted-foreground">
          Envie o PDF da copiadora ou fotos dos cartões-resposta preenchidos. Cada cartão lido com clareza já entra nos
          resultados; o que não estiver claro espera a sua revisão, com a imagem do que foi lido.
        </p>
      </div>
      <ScanUpload applicationId={application.id} />
      <Button variant="outline" onClick={() => setCamera(true)}>
        <Camera aria-hidden />
        Corrigir com a câmera
      </Button>
      {camera && <CameraDialog applicationId={application.id} onClose={() => setCamera(false)} />}
      {overview.data && overview.data.batches.length > 0 && <BatchList batches={overview.data.batches} />}
      {overview.data && <ReviewList application={application} sheets={overview.data.toSettle} />}
    </section>
  );
}
