import { FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notifyError } from "@/lib/notify";

/** 'Exportar Excel': downloads a report's workbook, saying so while it does. */
export function ExportExcelButton({ download }: { download: () => Promise<unknown> }) {
  const [exporting, setExporting] = useState(false);
  const exportNow = async () => {
    setExporting(true);
    try {
      await download();
    } catch (error) {
      notifyError(error, "Falha ao exportar o relatório.");
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void exportNow()} disabled={exporting}>
      <FileSpreadsheet className="size-4" aria-hidden /> {exporting ? "Exportando..." : "Exportar Excel"}
    </Button>
  );
}
