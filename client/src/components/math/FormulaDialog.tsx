import { useEffect, useState } from "react";
import type { Formula } from "@shared/math/format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { FormulaRequest } from "./formulaNode";

type FormModule = typeof import("./FormulaForm");
let loaded: FormModule | undefined;

/** MathLive and the renderer (about 300 KB gzip) come with the form, the first time a dialog opens. */
function FormulaBody({
  request,
  onSubmit,
  onCancel,
}: {
  request: FormulaRequest;
  onSubmit: (formula: Formula) => void;
  onCancel: () => void;
}) {
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return;
    let current = true;
    import("./FormulaForm").then(
      (imported) => {
        loaded = imported;
        if (current) setModule(imported);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [module]);

  if (module) {
    return (
      <module.default initial={request.formula} editing={request.pos !== undefined} onSubmit={onSubmit} onCancel={onCancel} />
    );
  }
  if (failed) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-sm font-medium text-destructive">
          Não foi possível abrir o editor de fórmulas. Verifique a conexão e tente novamente.
        </p>
        <Button type="button" variant="outline" className="justify-self-end" onClick={onCancel}>
          Fechar
        </Button>
      </div>
    );
  }
  return <Spinner label="Carregando o editor de fórmulas..." />;
}

/**
 * The "Fórmula" dialog of a rich-text editor: writes a new formula (`request.pos` unset) or the one
 * at `request.pos`. Closed, it focuses the editor again (`onClosed`), where the formula went.
 */
export function FormulaDialog({
  request,
  onSubmit,
  onClose,
  onClosed,
}: {
  request: FormulaRequest | null;
  onSubmit: (formula: Formula) => void;
  onClose: () => void;
  onClosed: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        // The form focuses its math field once MathLive has set it up; focus waits on the dialog meanwhile,
        // since MathLive gives up focusing a field when focus moves while it does.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Fórmula</DialogTitle>
          <DialogDescription>
            Monte a fórmula com os botões e o teclado, ou escreva em LaTeX. Ela aparece para o aluno como na pré-visualização.
          </DialogDescription>
        </DialogHeader>
        {request && <FormulaBody request={request} onSubmit={onSubmit} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
