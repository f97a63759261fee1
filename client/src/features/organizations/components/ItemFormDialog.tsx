import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** The frame every organisation form shares: title, description, fields, 'Cancelar' and the submit button. */
export function ItemFormDialog({
  open,
  onOpenChange,
  title,
  description,
  editing,
  submitting,
  onSubmit,
  nativeValidation = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  editing: boolean;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Lets the browser check `required` fields first (the unions page, spec 5). */
  nativeValidation?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate={!nativeValidation} className="space-y-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Salvando..." : editing ? "Salvar Alterações" : "Criar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
