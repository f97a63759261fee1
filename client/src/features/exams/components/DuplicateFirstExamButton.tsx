import { useQuery } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { examListQuery } from "../api";
import { DuplicateExamDialog } from "./DuplicateExamDialog";

/** The list's 'Duplicar' button: duplicates the newest exam (docs/product.md#71-exam-list), or says there is none yet. */
export function DuplicateFirstExamButton() {
  const newest = useQuery(examListQuery({ page: 1, pageSize: 1 }));
  const [open, setOpen] = useState(false);
  const first = newest.data?.items[0];

  const start = () => {
    if (first) setOpen(true);
    else toast({ title: "Atenção", description: "Crie uma prova primeiro para poder duplicar." });
  };

  return (
    <>
      <Button variant="outline" onClick={start}>
        <Copy className="size-4" aria-hidden />
        Duplicar
      </Button>
      {first && open && <DuplicateExamDialog exam={first} open onOpenChange={setOpen} />}
    </>
  );
}
