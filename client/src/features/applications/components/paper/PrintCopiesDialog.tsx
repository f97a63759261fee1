import { FileDown } from "lucide-react";
import { useState } from "react";
import type { VersionLetter } from "@shared/constants";
import type { ExamApplication } from "@shared/types/applications";
import { PrintLookFields } from "@/components/PrintLookFields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { downloadPrint, paperPrints } from "@/lib/paperPrints";
import { NORMAL_PRINT_LOOK } from "@/lib/printLook";
import { VersionSelect } from "./VersionSelect";

const EVERY_VERSION = "all" as const;

/** 'Imprimir': blank copies without names, one of each version (or one version), to photocopy for the class. */
export function PrintCopiesDialog({ application, onClose }: { application: ExamApplication; onClose: () => void }) {
  const [version, setVersion] = useState<VersionLetter | typeof EVERY_VERSION>(EVERY_VERSION);
  const [look, setLook] = useState(NORMAL_PRINT_LOOK);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadPrint(paperPrints.copies(application.id, look, version === EVERY_VERSION ? undefined : version));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Imprimir provas</DialogTitle>
          <DialogDescription>Provas sem nome, para fotocopiar: uma de cada versão, em PDF.</DialogDescription>
        </DialogHeader>
        <div className="space-y-5">
          {application.versions > 1 && (
            <div className="space-y-2">
              <Label htmlFor="copies-version">Versão</Label>
              <VersionSelect
                id="copies-version"
                versions={application.versions}
                value={version}
                onChange={setVersion}
                every={{ value: EVERY_VERSION, label: "Todas as versões" }}
                className="sm:w-56"
              />
            </div>
          )}
          <PrintLookFields idPrefix="copies" value={look} onChange={setLook} />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={busy} onClick={() => void download()}>
            <FileDown aria-hidden />
            {busy ? "Gerando PDF..." : "Baixar PDF"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
