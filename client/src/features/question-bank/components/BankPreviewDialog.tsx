import type { BankItem } from "@shared/types/questionBank";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { BankItemCard } from "./BankItemCard";

/** 'Prévia da Questão': the whole item, as its card shows it, before it is chosen. */
export function BankPreviewDialog({ item, onClose }: { item: BankItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Prévia da Questão</DialogTitle>
          <DialogDescription>Confira a questão completa antes de selecioná-la.</DialogDescription>
        </DialogHeader>
        {item && <BankItemCard item={item} full headingLevel="h3" className="shadow-none" />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Fechar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
