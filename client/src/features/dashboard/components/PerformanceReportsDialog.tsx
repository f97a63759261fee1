import { BarChart3 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";

/** 'Relatórios de Desempenho' (docs/product.md#6-dashboard): detailed reports are announced, not yet offered. */
export function PerformanceReportsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <BarChart3 className="size-4" aria-hidden />
        Relatórios de Desempenho
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Relatórios de Desempenho</DialogTitle>
            <DialogDescription>
              Relatórios detalhados de desempenho por turma, questão e descritor estarão disponíveis em breve.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              onClick={() => {
                toast({ title: "Em Desenvolvimento", description: "Relatórios detalhados serão adicionados em breve." });
                setOpen(false);
              }}
            >
              Em Breve
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
