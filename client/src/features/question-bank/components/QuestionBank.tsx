import { useQuery } from "@tanstack/react-query";
import { FileUp, Library, Plus, Search } from "lucide-react";
import { Suspense, lazy, useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import type { BankItem } from "@shared/types/questionBank";
import { PageHeader } from "@/components/PageHeader";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useOpenedOnce } from "@/lib/useOpenedOnce";
import { useCurrentUser } from "@/lib/auth";
import { notifyError } from "@/lib/notify";
import { can } from "@/lib/permissions";
import { bankItemQuery } from "../api";
import { AddFromBankDialog } from "./AddFromBankDialog";
import { BankImportTab } from "./BankImportTab";
import { BankListTab } from "./BankListTab";
import { BankSearchTab } from "./BankSearchTab";
import { ExamBanner } from "./ExamBanner";

// The rich-text editor is the heaviest part of the app; reading the bank should not wait for it.
const BankItemFormDialog = lazy(() => import("./BankItemFormDialog").then((module) => ({ default: module.BankItemFormDialog })));

type DialogState = { open: boolean; item?: BankItem };

function withoutEdit(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete("edit");
  return next;
}

/**
 * 'Banco de Questões' (docs/product.md#9-question-bank). The address carries two requests from other screens:
 * `examId` (add bank questions to that exam: the picker opens at once) and `edit` (open that item).
 */
export function QuestionBank() {
  const [params, setParams] = useSearchParams();
  const examId = params.get("examId") ?? undefined;
  const editId = params.get("edit") ?? undefined;
  // An edit asked for by the address comes first; the picker waits for the banner's button then.
  const [picking, setPicking] = useState(() => Boolean(examId) && !editId);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const requested = useQuery({ ...bankItemQuery(editId ?? ""), enabled: Boolean(editId) });
  const user = useCurrentUser();
  const refused = requested.data !== undefined && !can.changeBankItem(user, requested.data);

  const dropEdit = () => setParams(withoutEdit, { replace: true });

  // An item that is gone (or an own exam question, which is not in the bank) is said once, then forgotten.
  useEffect(() => {
    if (!requested.error) return;
    notifyError(requested.error, "Questão não encontrada.");
    setParams(withoutEdit, { replace: true });
  }, [requested.error, setParams]);

  // Someone else's item would only fail on saving (403), so the form is not offered at all.
  useEffect(() => {
    if (!refused) return;
    notifyError(undefined, "Você só pode alterar as questões que criou.");
    setParams(withoutEdit, { replace: true });
  }, [refused, setParams]);

  // While the address names an item, the dialog shows it; closing forgets the request, so a reload does not reopen it.
  const shown: DialogState = editId && requested.data && !refused ? { open: true, item: requested.data } : dialog;
  const formUsed = useOpenedOnce(shown.open);
  const changeDialog = (open: boolean) => {
    if (!open && editId) {
      setDialog({ open: false, item: requested.data });
      dropEdit();
      return;
    }
    setDialog((current) => ({ ...current, open }));
  };

  const openCreate = () => {
    setDialog({ open: true });
  };
  const openEdit = (item: BankItem) => {
    setDialog({ open: true, item });
  };

  return (
    <div>
      <PageHeader
        title="Banco de Questões"
        description="Questões reutilizáveis para todas as suas provas."
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden />
            Nova Questão
          </Button>
        }
      />
      {examId && <ExamBanner examId={examId} onOpenPicker={() => setPicking(true)} />}

      <Tabs defaultValue="list">
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="list">
            <Library aria-hidden />
            Lista de Questões
          </TabsTrigger>
          <TabsTrigger value="search">
            <Search aria-hidden />
            Buscar Questões
          </TabsTrigger>
          <TabsTrigger value="import">
            <FileUp aria-hidden />
            Importar Questões
          </TabsTrigger>
        </TabsList>
        <TabsContent value="list" className="mt-4">
          <BankListTab onCreate={openCreate} onEdit={openEdit} />
        </TabsContent>
        <TabsContent value="search" className="mt-4">
          <BankSearchTab onEdit={openEdit} />
        </TabsContent>
        <TabsContent value="import" className="mt-4">
          <BankImportTab />
        </TabsContent>
      </Tabs>

      {formUsed && (
        <Suspense fallback={null}>
          <BankItemFormDialog open={shown.open} item={shown.item} onOpenChange={changeDialog} />
        </Suspense>
      )}
      {examId && <AddFromBankDialog open={picking} onOpenChange={setPicking} examId={examId} />}
    </div>
  );
}
