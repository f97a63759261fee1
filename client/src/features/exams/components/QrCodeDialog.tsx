import { Download } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { notifyError } from "@/lib/notify";
import { useExamQrCode } from "../api";

/** The exam's QR code with its code in large type, to project or print for the class. */
export function QrCodeDialog({ exam, onClose }: { exam: { id: string; title: string }; onClose: () => void }) {
  const qr = useExamQrCode();
  const { mutate } = qr;

  useEffect(() => {
    mutate(exam.id, {
      onError: (error) => {
        notifyError(error, "Falha ao gerar QR Code");
        onClose();
      },
    });
  }, [exam.id, mutate, onClose]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>QR Code da prova</DialogTitle>
          <DialogDescription>Os alunos leem o código com o celular ou digitam o código da prova.</DialogDescription>
        </DialogHeader>
        {qr.data ? (
          <div className="flex flex-col items-center gap-4">
            <img src={qr.data.qrCodeUrl} alt={`QR Code da prova ${exam.title}`} className="size-64" />
            <p
              className="font-mono text-4xl font-bold tracking-[0.3em]"
              aria-label={`Código ${qr.data.examCode.split("").join(" ")}`}
            >
              {qr.data.examCode}
            </p>
            <p className="text-sm break-all text-muted-foreground">{qr.data.url}</p>
            <Button asChild>
              <a href={qr.data.qrCodeUrl} download={`qrcode-prova-${qr.data.examCode}.png`}>
                <Download className="size-4" aria-hidden />
                Baixar QR Code
              </a>
            </Button>
          </div>
        ) : (
          <Spinner label="Gerando QR Code..." />
        )}
      </DialogContent>
    </Dialog>
  );
}
