import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "./api";

/** The one place a failed request becomes the spec's toast: 'Erro', the server's message or the fallback. */
export function notifyError(error: unknown, fallback: string): void {
  toast({ title: "Erro", description: serverMessage(error) ?? fallback, variant: "destructive" });
}

export function notifySuccess(description: string): void {
  toast({ title: "Sucesso", description });
}
