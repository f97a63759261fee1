import { useQuery } from "@tanstack/react-query";
import type { School } from "@shared/types/organizations";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { schoolStaffQuery } from "../api";
import { StaffMemberItem } from "./StaffMemberItem";

/** 'Equipe': who works in the school (membership is set in 'Administração de Usuários') and what each one teaches there. */
export function SchoolStaffDialog({ school, onClose }: { school: School; onClose: () => void }) {
  const staff = useQuery(schoolStaffQuery(school.id));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Equipe — {school.name}</DialogTitle>
          <DialogDescription>Quem trabalha na escola e as turmas e matérias de cada professor.</DialogDescription>
        </DialogHeader>
        {staff.isPending ? (
          <Spinner label="Carregando equipe..." />
        ) : staff.isError ? (
          <p role="alert" className="text-destructive">
            Não foi possível carregar a equipe da escola.
          </p>
        ) : staff.data.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">Ninguém foi vinculado a esta escola ainda.</p>
        ) : (
          <ul aria-label={`Equipe de ${school.name}`} className="divide-y rounded-md border">
            {staff.data.map((member) => (
              <StaffMemberItem key={member.id} member={member} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
