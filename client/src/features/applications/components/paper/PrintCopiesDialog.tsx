import { FileDown } from "lucide-react";
import { useState } from "react";
import type { VersionLetter } from "@shared/constants";
import type { ExamApplication } from "@shared/types/applications";
import { PrintLookFields } from "@/components/PrintLookFields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { downloadPrint, paperPrints } from "@/lib/paperPrints";
import { NORMAL_PRINT_LOOK } from "@/lib/printLook";
import { versionLetters } from "../../paperLabels";

const EVERY_VERSION = "all";

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
              <Select value={version} onValueChange={(value) => setVersion(value as VersionLetter | typeof EVERY_VERSION)}>
                <SelectTrigger id="copies-version" className="sm:w-56">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={EVERY_VERSION}>Todas as versões</SelectItem>
                  {versionLetters(application.versions).map((letter) => (
                    <SelectItem key={letter} value={letter}>
                      Tipo {letter}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
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
